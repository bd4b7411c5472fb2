import { describeFairnessPanel, type PanelEntry } from '../../test-support/fairness-panel.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 13 exercises (DESIGN §6): translations written from the prompt
 * sentence alone, as different good learners would write them, which the check must accept, and
 * grammar near misses (accusative for dative reflexive pronoun and back, a personal pronoun for
 * sich, wrong case of jeder, jemand or niemand, wrong comparative, als for wie and back, wrong
 * auxiliary or verb form, wrong tense or time) which it must reject.
 */

const toEnglishPanel: PanelEntry[] = [
  {
    prompt: 'Ich wasche mir jeden Morgen die Hände.',
    answers: [
      'I wash my hands every morning.',
      'Every morning I wash my hands.',
      'I wash my hands each morning.',
      'Every morning, I wash my hands.',
    ],
    nearMisses: [
      'I wash my hand every morning.',
      'I washed my hands every morning.',
      'I wash myself every morning.',
    ],
  },
  {
    prompt: 'Wir haben uns am Samstag getroffen.',
    answers: [
      'We met on Saturday.',
      'We met each other on Saturday.',
      'On Saturday we met.',
      'We met up on Saturday.',
    ],
    nearMisses: ['We meet on Saturday.', 'We will meet on Saturday.', 'We met on Saturdays.'],
  },
  {
    prompt: 'Mein Bruder ist größer als mein Vater.',
    answers: [
      'My brother is taller than my father.',
      'My brother is bigger than my dad.',
      "My brother's taller than my father.",
    ],
    nearMisses: [
      'My brother is as tall as my father.',
      'My brother is the tallest.',
      'My brother is taller than his father.',
    ],
  },
  {
    prompt: 'Im Winter sind die Tage kürzer als im Sommer.',
    answers: [
      'In winter the days are shorter than in summer.',
      'In the winter, the days are shorter than in the summer.',
      'The days are shorter in winter than in summer.',
      'In winter, days are shorter than in summer.',
    ],
    nearMisses: [
      'In winter the days are longer than in summer.',
      'In winter the days are short.',
      'In winter the days are the shortest.',
    ],
  },
  {
    prompt: 'Wir müssen uns beeilen. Der Zug kommt in zehn Minuten.',
    answers: [
      'We have to hurry. The train comes in ten minutes.',
      'We must hurry. The train is coming in ten minutes.',
      'We need to hurry up. The train arrives in ten minutes.',
      "We've got to hurry. The train's coming in ten minutes.",
    ],
    nearMisses: [
      'We have to hurry. The train came ten minutes ago.',
      'We have to hurry. The train comes for ten minutes.',
      'We had to hurry. The train is coming in ten minutes.',
    ],
  },
  {
    prompt: 'Man spricht hier Deutsch.',
    answers: [
      'German is spoken here.',
      'People speak German here.',
      'They speak German here.',
      'One speaks German here.',
      'Here German is spoken.',
    ],
    nearMisses: ['German was spoken here.', 'A man speaks German here.', 'The man speaks German here.'],
  },
  {
    prompt: 'Niemand hat mich angerufen.',
    answers: ['Nobody called me.', 'No one has called me.', 'Nobody phoned me.', "Nobody's called me."],
    nearMisses: ['Somebody called me.', 'Nobody calls me.', 'Nobody called him.'],
  },
  {
    prompt: 'Ich erinnere mich nicht an seinen Namen.',
    answers: [
      "I don't remember his name.",
      'I do not remember his name.',
      "I can't remember his name.",
      "I don't recall his name.",
    ],
    nearMisses: ["I don't remember her name.", 'I remember his name.', "I didn't remember his name."],
  },
  {
    prompt: 'Paul freut sich auf das Wochenende.',
    answers: [
      'Paul is looking forward to the weekend.',
      'Paul looks forward to the weekend.',
      "Paul's looking forward to the weekend.",
    ],
    nearMisses: ['Paul was looking forward to the weekend.', 'Paul is looking forward to his weekend.'],
  },
  {
    prompt: 'Jedes Kind hat ein Geschenk bekommen.',
    answers: [
      'Every child got a present.',
      'Each child received a gift.',
      'Every child has received a present.',
      'Every child got a gift.',
      'Each child has been given a present.',
    ],
    nearMisses: [
      'Every child has become a present.',
      'Every child gets a present.',
      'Every child got presents.',
    ],
  },
  {
    prompt: 'Wir wohnen seit einem Jahr in Hamburg.',
    answers: [
      'We have been living in Hamburg for a year.',
      "We've lived in Hamburg for a year.",
      'We have been living in Hamburg for one year.',
      "We've been living in Hamburg for a year now.",
    ],
    nearMisses: [
      'We live in Hamburg for a year.',
      'We lived in Hamburg a year ago.',
      'We have been living in Hamburg since a year.',
    ],
  },
  {
    prompt: 'Meine Schwester singt am besten.',
    answers: ['My sister sings best.', 'My sister sings the best.'],
    nearMisses: ['My sister sings better.', 'My sister sings well.', 'My sister sang the best.'],
  },
  {
    prompt: 'Ich trinke lieber Tee als Kaffee.',
    answers: [
      'I prefer tea to coffee.',
      'I prefer drinking tea to coffee.',
      "I'd rather drink tea than coffee.",
      'I prefer to drink tea rather than coffee.',
      'I like tea better than coffee.',
      'I prefer to drink tea instead of coffee.',
    ],
    nearMisses: [
      'I prefer coffee to tea.',
      'I drink tea as well as coffee.',
      "I'd rather drink coffee than tea.",
    ],
  },
  {
    prompt: 'Abends sehen wir fern.',
    answers: [
      'In the evening we watch TV.',
      'We watch TV in the evenings.',
      'In the evenings we watch television.',
      'We watch television in the evening.',
    ],
    nearMisses: ['This evening we watch TV.', 'In the evening we watched TV.', 'In the morning we watch TV.'],
  },
  {
    prompt: 'Hat jemand meinen Schlüssel gesehen?',
    answers: [
      'Has anyone seen my key?',
      'Has somebody seen my key?',
      'Did anyone see my key?',
      'Has anybody seen my key?',
    ],
    nearMisses: ['Has anyone seen my keys?', 'Has nobody seen my key?', 'Has anyone seen your key?'],
  },
];

const toGermanPanel: PanelEntry[] = [
  {
    prompt: 'I shave every morning.',
    answers: ['Ich rasiere mich jeden Morgen.', 'Jeden Morgen rasiere ich mich.'],
    nearMisses: [
      'Ich rasiere mir jeden Morgen.',
      'Ich rasiere mich jeder Morgen.',
      'Ich rasiere mich jedem Morgen.',
      'Ich rasiere jeden Morgen.',
      'Jeden Morgen ich rasiere mich.',
    ],
  },
  {
    prompt: 'The children are getting dressed.',
    answers: ['Die Kinder ziehen sich an.'],
    nearMisses: [
      'Die Kinder ziehen sie an.',
      'Die Kinder zieht sich an.',
      'Die Kinder ziehen an sich.',
      'Die Kinder anziehen sich.',
    ],
  },
  {
    prompt: 'Sit down, (formal) please.',
    answers: [
      'Setzen Sie sich bitte.',
      'Bitte setzen Sie sich.',
      'Setzen Sie sich, bitte!',
      'Bitte, setzen Sie sich!',
    ],
    nearMisses: [
      'Setzen Sie Sie bitte.',
      'Setzen Sie ihnen bitte.',
      'Setz dich bitte.',
      'Setzen sich Sie bitte.',
    ],
  },
  {
    prompt: 'My sister is older than my brother.',
    answers: ['Meine Schwester ist älter als mein Bruder.'],
    nearMisses: [
      'Meine Schwester ist älter wie mein Bruder.',
      'Meine Schwester ist alter als mein Bruder.',
      'Meine Schwester ist älter als meinen Bruder.',
      'Meine Schwester ist mehr alt als mein Bruder.',
    ],
  },
  {
    prompt: 'Hamburg is not as big as Berlin.',
    answers: ['Hamburg ist nicht so groß wie Berlin.'],
    nearMisses: [
      'Hamburg ist nicht so groß als Berlin.',
      'Hamburg ist nicht so größer wie Berlin.',
      'Hamburg ist nicht größer als Berlin.',
      'Hamburg ist so groß wie Berlin nicht.',
    ],
  },
  {
    prompt: 'I brush my teeth every evening.',
    answers: ['Ich putze mir jeden Abend die Zähne.', 'Jeden Abend putze ich mir die Zähne.'],
    nearMisses: [
      'Ich putze mich jeden Abend die Zähne.',
      'Ich putze mir jeden Abends die Zähne.',
      'Ich putze mir jedem Abend die Zähne.',
      'Ich putze mir jeden Abend die Zahne.',
    ],
  },
  {
    prompt: 'Nobody knows that.',
    answers: ['Niemand weiß das.', 'Das weiß niemand.'],
    nearMisses: [
      'Niemand weißt das.',
      'Niemand wissen das.',
      'Niemand kennt das.',
      'Niemand weiß das nicht.',
    ],
  },
  {
    prompt: 'We met in Berlin two weeks ago.',
    answers: [
      'Wir haben uns vor zwei Wochen in Berlin getroffen.',
      'Vor zwei Wochen haben wir uns in Berlin getroffen.',
      'In Berlin haben wir uns vor zwei Wochen getroffen.',
    ],
    nearMisses: [
      'Wir sind uns vor zwei Wochen in Berlin getroffen.',
      'Wir haben sich vor zwei Wochen in Berlin getroffen.',
      'Wir haben uns vor zwei Woche in Berlin getroffen.',
      'Wir haben uns zwei Wochen vor in Berlin getroffen.',
      'Wir haben uns vor zwei Wochen in Berlin treffen.',
    ],
  },
  {
    prompt: 'Do you (informal) remember me?',
    answers: ['Erinnerst du dich an mich?'],
    nearMisses: [
      'Erinnerst du dir an mich?',
      'Erinnerst du dich an mir?',
      'Erinnert du dich an mich?',
      'Erinnerst du mich an mich?',
      'Erinnern Sie sich an mich?',
    ],
  },
  {
    prompt: 'Every student needs a book.',
    answers: ['Jeder Student braucht ein Buch.', 'Jeder Schüler braucht ein Buch.'],
    nearMisses: [
      'Jeden Student braucht ein Buch.',
      'Jeder Studenten braucht ein Buch.',
      'Jeder Student braucht einen Buch.',
      'Jeder Student brauchen ein Buch.',
      'Jedes Student braucht ein Buch.',
    ],
  },
];

describeFairnessPanel(13, [
  { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
]);
