import { describeFairnessPanel, type PanelEntry } from '../../test-support/fairness-panel.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';
import { gefallenDrill } from './drills/gefallen.ts';

/**
 * The fairness panel of the chapter 7 exercises and of the gefallen translation drill (DESIGN §6):
 * translations written from the prompt sentence alone, as different good learners would write
 * them, which the check must accept, and grammar near misses (an n-noun without -(e)n, wer / wen /
 * wem confused, the dative object of a dative verb in the accusative or nominative, subject and
 * object of gefallen or fehlen swapped, singular for plural, wrong verb form or position) which it
 * must reject.
 */

const toEnglishPanel: PanelEntry[] = [
  {
    prompt: 'Der Kellner bringt dem Herrn einen Kaffee.',
    answers: [
      'The waiter brings the gentleman a coffee.',
      'The waiter is bringing the gentleman a coffee.',
      'The waiter brings a coffee to the gentleman.',
      'The waiter is bringing a coffee for the gentleman.',
    ],
    nearMisses: [
      'The waiter brings the gentlemen a coffee.',
      'The waiter brings the gentleman the coffee.',
      'The gentleman brings the waiter a coffee.',
    ],
  },
  {
    prompt: 'Wem gehört das Fahrrad?',
    answers: [
      'Who does the bike belong to?',
      'Whom does the bicycle belong to?',
      'To whom does the bike belong?',
      'Who does the bicycle belong to?',
    ],
    nearMisses: ['Who do the bikes belong to?', 'Who belongs to the bike?'],
  },
  {
    prompt: 'Der Film gefällt meiner Schwester nicht.',
    answers: [
      "My sister doesn't like the film.",
      'My sister does not like the movie.',
      "The film doesn't appeal to my sister.",
    ],
    nearMisses: [
      "My sisters don't like the film.",
      "The film doesn't like my sister.",
      'My sister likes the film.',
    ],
  },
  {
    prompt: 'Wir gratulieren unserem Nachbarn zum Geburtstag.',
    answers: [
      'We congratulate our neighbour on his birthday.',
      "We're congratulating our neighbor on his birthday.",
      'We wish our neighbour a happy birthday.',
    ],
    nearMisses: [
      'We congratulate our neighbours on their birthday.',
      'We congratulate your neighbour on his birthday.',
    ],
  },
  {
    prompt: 'Frau Schneider ist die Frau von Herrn Becker.',
    answers: [
      "Mrs Schneider is Mr Becker's wife.",
      'Mrs. Schneider is the wife of Mr. Becker.',
      "Ms Schneider is Mr Becker's wife.",
    ],
    nearMisses: ["Mr Schneider is Mrs Becker's wife.", "Mrs Schneider is Mr Becker's daughter."],
  },
  {
    prompt: 'Wen fragt der Tourist?',
    answers: ['Who is the tourist asking?', 'Whom does the tourist ask?', 'Who does the tourist ask?'],
    nearMisses: ['Who is asking the tourist?', 'Who are the tourists asking?'],
  },
  {
    prompt: 'Was für einen Hund hat euer Nachbar?',
    answers: [
      'What kind of dog does your neighbour have?',
      'What sort of dog has your neighbour got?',
      'What type of dog does your neighbor have?',
    ],
    nearMisses: ['What kind of dog do your neighbours have?', 'Which dog does your neighbour have?'],
  },
  {
    prompt: 'Welcher Bus fährt zum Bahnhof?',
    answers: [
      'Which bus goes to the station?',
      'Which bus goes to the train station?',
      'What bus goes to the station?',
      'Which bus runs to the railway station?',
    ],
    nearMisses: ['Which buses go to the station?', 'What kind of bus goes to the station?'],
  },
  {
    prompt: 'Die Jacke passt dem Jungen nicht.',
    answers: ["The jacket doesn't fit the boy.", 'The jacket does not fit the boy.'],
    nearMisses: [
      "The jacket doesn't fit the boys.",
      "The boy doesn't fit the jacket.",
      'The jacket fits the boy.',
    ],
  },
  {
    prompt: 'Wir glauben dem Journalisten nicht.',
    answers: ["We don't believe the journalist.", 'We do not believe the journalist.'],
    nearMisses: ["We don't believe the journalists.", "The journalist doesn't believe us."],
  },
  {
    prompt: 'Der Hund folgt dem Mann und der Frau.',
    answers: [
      'The dog follows the man and the woman.',
      'The dog is following the man and the woman.',
      'The dog follows the man and woman.',
    ],
    nearMisses: ['The man and the woman follow the dog.', 'The dogs follow the man and the woman.'],
  },
  {
    prompt: 'Wessen Auto ist das?',
    answers: ['Whose car is that?', 'Whose car is this?'],
    nearMisses: ['Whose cars are those?', 'Who is in that car?'],
  },
  {
    prompt: 'Du fehlst mir sehr.',
    answers: ['I miss you a lot.', 'I miss you very much.', 'I really miss you.'],
    nearMisses: ['You miss me a lot.', 'You miss me very much.'],
  },
  {
    prompt: 'Was rätst du dem Studenten?',
    answers: [
      'What do you advise the student?',
      'What are you advising the student?',
      'What do you advise the student to do?',
    ],
    nearMisses: ['What does the student advise you?', 'What do you advise the students?'],
  },
  {
    prompt: 'Der Präsident dankt den Polizisten.',
    answers: [
      'The president thanks the police officers.',
      'The President is thanking the policemen.',
      'The president is thanking the police officers.',
    ],
    nearMisses: ['The president thanks the police officer.', 'The police officers thank the president.'],
  },
  {
    prompt: 'Die Suppe schmeckt den Kindern.',
    answers: [
      'The children like the soup.',
      'The soup tastes good to the children.',
      'The children enjoy the soup.',
      'The kids like the soup.',
    ],
    nearMisses: ['The child likes the soup.', 'The soup likes the children.'],
  },
  {
    prompt: 'Mit wem spricht der Architekt?',
    answers: [
      'Who is the architect talking to?',
      'Who is the architect speaking with?',
      'With whom is the architect speaking?',
      'Who does the architect speak to?',
      'To whom is the architect talking?',
    ],
    nearMisses: ['Who is talking to the architect?', 'Who are the architects talking to?'],
  },
  {
    prompt: 'Die Kinder sehen einen Löwen, einen Bären und zwei Affen.',
    answers: [
      'The children see a lion, a bear and two monkeys.',
      'The children can see a lion, a bear, and two monkeys.',
      'The children see a lion, a bear and two apes.',
      'The kids see a lion, a bear and two monkeys.',
    ],
    nearMisses: [
      'The children see lions, bears and two monkeys.',
      'The children see a lion, a bear and a monkey.',
      'The child sees a lion, a bear and two monkeys.',
    ],
  },
  {
    prompt: 'Heute arbeitet ihr Mann zu Hause.',
    answers: [
      'Her husband is working at home today.',
      'Today her husband works at home.',
      'Her husband is working from home today.',
    ],
    nearMisses: ['Today his husband works at home.', 'Today your husband works at home.'],
  },
];

const toGermanPanel: PanelEntry[] = [
  {
    prompt: 'The bike belongs to the boy.',
    answers: ['Das Fahrrad gehört dem Jungen.'],
    nearMisses: [
      'Das Fahrrad gehört dem Junge.',
      'Das Fahrrad gehört den Jungen.',
      'Das Fahrrad gehört der Junge.',
      'Das Fahrrad gehört zu dem Jungen.',
      'Das Fahrrad gehören dem Jungen.',
    ],
  },
  {
    prompt: 'We are helping our neighbour (m.) today.',
    answers: [
      'Wir helfen heute unserem Nachbarn.',
      'Heute helfen wir unserem Nachbarn.',
      'Wir helfen unserem Nachbarn heute.',
    ],
    nearMisses: [
      'Wir helfen heute unserem Nachbar.',
      'Wir helfen heute unseren Nachbarn.',
      'Wir helfen heute unsere Nachbarn.',
      'Wir helfen heute unser Nachbarn.',
      'Heute wir helfen unserem Nachbarn.',
    ],
  },
  {
    prompt: 'Who are you (informal) visiting tomorrow?',
    answers: ['Wen besuchst du morgen?'],
    nearMisses: [
      'Wer besuchst du morgen?',
      'Wem besuchst du morgen?',
      'Wen besucht du morgen?',
      'Wen du besuchst morgen?',
    ],
  },
  {
    prompt: 'Who does the car belong to?',
    answers: ['Wem gehört das Auto?'],
    nearMisses: [
      'Wer gehört das Auto?',
      'Wen gehört das Auto?',
      'Wem gehören das Auto?',
      'Wessen gehört das Auto?',
    ],
  },
  {
    prompt: "Mr. Becker doesn't believe the journalist.",
    answers: ['Herr Becker glaubt dem Journalisten nicht.'],
    nearMisses: [
      'Herr Becker glaubt dem Journalist nicht.',
      'Herr Becker glaubt den Journalisten nicht.',
      'Herr Becker glaubt der Journalist nicht.',
      'Herr Becker glaubt nicht dem Journalisten.',
      'Herrn Becker glaubt dem Journalisten nicht.',
    ],
  },
  {
    prompt: 'My husband likes the hotel.',
    answers: ['Das Hotel gefällt meinem Mann.', 'Meinem Mann gefällt das Hotel.'],
    nearMisses: [
      'Mein Mann gefällt das Hotel.',
      'Das Hotel gefällt mein Mann.',
      'Das Hotel gefällt meinen Mann.',
      'Das Hotel gefallen meinem Mann.',
      'Das Hotel gefällt meinem Herrn.',
    ],
  },
  {
    prompt: 'Which jacket fits you (formal)?',
    answers: ['Welche Jacke passt Ihnen?'],
    nearMisses: [
      'Welche Jacke passt Sie?',
      'Welche Jacke passt ihnen?',
      'Welcher Jacke passt Ihnen?',
      'Welche Jacke passen Ihnen?',
      'Welche Jacke passt dir?',
    ],
  },
  {
    prompt: 'What kind of car does your (informal, pl.) colleague (m.) have?',
    answers: ['Was für ein Auto hat euer Kollege?'],
    nearMisses: [
      'Was für einen Auto hat euer Kollege?',
      'Was für ein Auto hat euer Kollegen?',
      'Was für ein Auto hat euren Kollegen?',
      'Was für ein Auto hat dein Kollege?',
      'Was für ein Auto hat euer Kollegin?',
    ],
  },
  {
    prompt: 'We congratulate Mrs. Schmidt on her birthday.',
    answers: [
      'Wir gratulieren Frau Schmidt zum Geburtstag.',
      'Wir gratulieren Frau Schmidt zu ihrem Geburtstag.',
    ],
    nearMisses: [
      'Wir gratuliert Frau Schmidt zum Geburtstag.',
      'Wir gratulieren Frau Schmidt zu ihren Geburtstag.',
      'Wir gratulieren Frau Schmidt zu seinem Geburtstag.',
      'Wir gratulieren Frau Schmidt zum Geburtstags.',
    ],
  },
  {
    prompt: 'Whose dog is following the tourists?',
    answers: ['Wessen Hund folgt den Touristen?'],
    nearMisses: [
      'Wessen Hund folgt die Touristen?',
      'Wessen Hund folgt dem Touristen?',
      'Wessen Hund folgt den Tourist?',
      'Wessen Hund folgen den Touristen?',
      'Wem Hund folgt den Touristen?',
    ],
  },
];

const gefallenPanel: PanelEntry[] = [
  {
    prompt: 'I like the film.',
    answers: ['Der Film gefällt mir.', 'Mir gefällt der Film.'],
    nearMisses: [
      'Der Film gefällt mich.',
      'Ich gefalle der Film.',
      'Den Film gefällt mir.',
      'Der Film gefallt mir.',
    ],
  },
  {
    prompt: 'Do you (informal) like the town?',
    answers: ['Gefällt dir die Stadt?'],
    nearMisses: [
      'Gefällt dich die Stadt?',
      'Gefällst du die Stadt?',
      'Gefällt dir der Stadt?',
      'Gefallen dir die Stadt?',
    ],
  },
  {
    prompt: 'He likes the pictures.',
    answers: ['Die Bilder gefallen ihm.', 'Ihm gefallen die Bilder.'],
    nearMisses: [
      'Die Bilder gefällt ihm.',
      'Die Bilder gefallen ihn.',
      'Er gefällt die Bilder.',
      'Das Bild gefällt ihm.',
    ],
  },
  {
    prompt: "We don't like the hotel.",
    answers: ['Das Hotel gefällt uns nicht.', 'Uns gefällt das Hotel nicht.'],
    nearMisses: [
      'Das Hotel gefällt nicht uns.',
      'Das Hotel gefallen uns nicht.',
      'Wir gefallen das Hotel nicht.',
      'Das Hotel gefällt uns kein.',
    ],
  },
  {
    prompt: 'She likes the red dress.',
    answers: ['Das rote Kleid gefällt ihr.', 'Ihr gefällt das rote Kleid.'],
    nearMisses: [
      'Das roten Kleid gefällt ihr.',
      'Der rote Kleid gefällt ihr.',
      'Das rote Kleid gefällt sie.',
      'Das rote Kleid gefällt ihm.',
    ],
  },
  {
    prompt: 'The children like the elephants.',
    answers: ['Die Elefanten gefallen den Kindern.', 'Den Kindern gefallen die Elefanten.'],
    nearMisses: [
      'Die Elefanten gefallen die Kinder.',
      'Die Elefanten gefallen den Kinder.',
      'Die Elefanten gefällt den Kindern.',
      'Die Kinder gefallen die Elefanten.',
      'Die Elefant gefallen den Kindern.',
    ],
  },
  {
    prompt: 'My father likes the new car.',
    answers: ['Das neue Auto gefällt meinem Vater.', 'Meinem Vater gefällt das neue Auto.'],
    nearMisses: [
      'Das neue Auto gefällt mein Vater.',
      'Das neue Auto gefällt meinen Vater.',
      'Das neues Auto gefällt meinem Vater.',
      'Mein Vater gefällt das neue Auto.',
    ],
  },
  {
    prompt: 'Do you (formal) like the flat?',
    answers: ['Gefällt Ihnen die Wohnung?'],
    nearMisses: ['Gefällt ihnen die Wohnung?', 'Gefällt Sie die Wohnung?', 'Gefallen Sie die Wohnung?'],
  },
  {
    prompt: 'They like the music.',
    answers: ['Die Musik gefällt ihnen.', 'Ihnen gefällt die Musik.'],
    nearMisses: ['Die Musik gefällt sie.', 'Die Musik gefallen ihnen.', 'Die Musik gefällt Ihnen.'],
  },
  {
    prompt: 'I like you (informal).',
    answers: ['Du gefällst mir.', 'Mir gefällst du.'],
    nearMisses: ['Du gefällt mir.', 'Dich gefällt mir.', 'Ich gefalle dir.', 'Du gefällst mich.'],
  },
  {
    prompt: 'Does your (informal) sister like the jacket?',
    answers: ['Gefällt deiner Schwester die Jacke?', 'Gefällt die Jacke deiner Schwester?'],
    nearMisses: [
      'Gefällt deine Schwester die Jacke?',
      'Gefällt deinen Schwester die Jacke?',
      'Gefällt die Jacke deine Schwester?',
      'Gefallen deiner Schwester die Jacke?',
    ],
  },
  {
    prompt: 'The tourists like the museum.',
    answers: ['Das Museum gefällt den Touristen.', 'Den Touristen gefällt das Museum.'],
    nearMisses: [
      'Das Museum gefällt die Touristen.',
      'Das Museum gefällt den Tourist.',
      'Das Museum gefallen den Touristen.',
      'Die Touristen gefallen das Museum.',
    ],
  },
  {
    prompt: 'Which picture do you (informal, pl.) like?',
    answers: ['Welches Bild gefällt euch?'],
    nearMisses: [
      'Welches Bild gefallt euch?',
      'Welches Bild gefällt ihr?',
      'Welcher Bild gefällt euch?',
      'Welches Bild gefällt dir?',
    ],
  },
  {
    prompt: "Lena doesn't like the weather.",
    answers: ['Das Wetter gefällt Lena nicht.', 'Lena gefällt das Wetter nicht.'],
    nearMisses: [
      'Das Wetter gefällt nicht Lena.',
      'Das Wetter gefallen Lena nicht.',
      'Das Wetter gefällt Lena kein.',
    ],
  },
  {
    prompt: 'Our neighbour (m.) likes the garden.',
    answers: ['Der Garten gefällt unserem Nachbarn.', 'Unserem Nachbarn gefällt der Garten.'],
    nearMisses: [
      'Der Garten gefällt unserem Nachbar.',
      'Der Garten gefällt unser Nachbar.',
      'Der Garten gefällt unseren Nachbarn.',
      'Den Garten gefällt unserem Nachbarn.',
    ],
  },
  {
    prompt: 'My parents like you (formal).',
    answers: ['Sie gefallen meinen Eltern.', 'Meinen Eltern gefallen Sie.'],
    nearMisses: [
      'Sie gefällt meinen Eltern.',
      'Sie gefallen meine Eltern.',
      'Ihnen gefallen meine Eltern.',
      'Meine Eltern gefallen Sie.',
    ],
  },
];

describeFairnessPanel(7, [
  { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
  { name: 'Gefallen: Translation', set: gefallenDrill, panel: gefallenPanel, language: 'de' },
]);
