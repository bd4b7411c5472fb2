import { describeFairnessPanel, type PanelEntry } from '../../test-support/fairness-panel.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 2 exercises (DESIGN §6): translations written from the
 * prompt sentence alone, as different good learners would write them, which the check must
 * accept, and near misses which it must reject: wrong case of the article (den/dem, der/des), a missing genitive or dative plural ending, wrong gender, wrong verb ending or position; in English, subject and object swapped, singular for plural.
 */

const toEnglishPanel: PanelEntry[] = [
  {
    prompt: 'Das ist der Tisch des Lehrers.',
    answers: [
      "That's the teacher's table.",
      "It's the teacher's table.",
      "This is the teacher's table.",
      'That is the table of the teacher.',
    ],
    nearMisses: ['That is the table of the teachers.'],
  },
  {
    prompt: 'Die Mutter kauft heute Brot.',
    answers: [
      'The mother is buying bread today.',
      'The mother buys bread today.',
      'Today the mother is buying bread.',
      'The mother is buying some bread today.',
    ],
    nearMisses: ['The mothers are buying bread today.'],
  },
  {
    prompt: 'Der Vater trinkt den Kaffee.',
    answers: ['The father drinks the coffee.', 'The father is drinking the coffee.'],
    nearMisses: ['The coffee drinks the father.'],
  },
  {
    prompt: 'Wir besuchen die Familie.',
    answers: ['We visit the family.', "We're visiting the family."],
    nearMisses: ['The family visits us.'],
  },
  {
    prompt: 'Ich schenke dem Kind ein Buch.',
    answers: [
      'I give the child a book.',
      "I'm giving the child a book.",
      'I give a book to the child.',
      'I am giving a book to the child.',
      'I am giving the child a book as a present.',
    ],
    nearMisses: ['The child gives me a book.', 'I give the children a book.'],
  },
  {
    prompt: 'Das sind die Bücher der Schwester.',
    answers: [
      "Those are the sister's books.",
      "These are the sister's books.",
      "They're the sister's books.",
      'Those are the books of the sister.',
    ],
    nearMisses: ['Those are the books of the sisters.'],
  },
  {
    prompt: 'Wo ist der Bahnhof?',
    answers: [
      'Where is the station?',
      "Where's the station?",
      'Where is the train station?',
      'Where is the railway station?',
    ],
    nearMisses: ['Where are the stations?'],
  },
  {
    prompt: 'Anna schreibt der Freundin einen Brief.',
    answers: [
      'Anna writes the friend a letter.',
      'Anna is writing a letter to the friend.',
      'Anna is writing the friend a letter.',
      'Anna writes a letter to the girlfriend.',
    ],
    nearMisses: ['The friend writes Anna a letter.', 'Anna writes the friends a letter.'],
  },
  {
    prompt: 'Das Mädchen sucht die Katze.',
    answers: [
      'The girl is looking for the cat.',
      'The girl looks for the cat.',
      'The girl is searching for the cat.',
    ],
    nearMisses: ['The cat is looking for the girl.'],
  },
  {
    prompt: 'Der Lehrer erklärt den Kindern die Frage.',
    answers: [
      'The teacher explains the question to the children.',
      'The teacher is explaining the question to the children.',
    ],
    nearMisses: ['The teacher explains the question to the child.'],
  },
  {
    prompt: 'Die Wohnung ist schön, aber teuer.',
    answers: [
      'The apartment is beautiful, but expensive.',
      'The flat is nice but expensive.',
      "The apartment is beautiful, but it's expensive.",
      'The apartment is lovely but expensive.',
    ],
    nearMisses: ['The apartment is beautiful, but cheap.'],
  },
  {
    prompt: 'Brauchst du ein Handy?',
    answers: [
      'Do you need a mobile phone?',
      'Do you need a cell phone?',
      'Do you need a phone?',
      'Do you need a mobile?',
    ],
    nearMisses: ['Do you need the mobile phone?'],
  },
  {
    prompt: 'Das Auto des Vaters ist neu.',
    answers: ["The father's car is new.", 'The car of the father is new.'],
    nearMisses: ['The car of the fathers is new.'],
  },
  {
    prompt: 'Ich zeige den Eltern die Stadt.',
    answers: [
      'I show the parents the town.',
      "I'm showing the town to the parents.",
      'I am showing the parents the city.',
      'I show the city to the parents.',
    ],
    nearMisses: ['The parents show me the town.', "I show the parents' town."],
  },
  {
    prompt: 'Der Kellner bringt der Lehrerin einen Kaffee.',
    answers: [
      'The waiter brings the teacher a coffee.',
      'The waiter is bringing a coffee to the teacher.',
      'The waiter is bringing the female teacher a coffee.',
    ],
    nearMisses: ['The teacher brings the waiter a coffee.'],
  },
  {
    prompt: 'Wer kauft die Äpfel?',
    answers: ['Who is buying the apples?', 'Who buys the apples?'],
    nearMisses: ['Who is buying the apple?'],
  },
  {
    prompt: 'Die Kinder spielen heute Fußball.',
    answers: [
      'The children are playing football today.',
      'Today the children are playing football.',
      'The kids are playing soccer today.',
      'The children play football today.',
    ],
    nearMisses: ['The child is playing football today.'],
  },
  {
    prompt: 'Hat die Familie einen Hund?',
    answers: ['Does the family have a dog?', 'Has the family got a dog?'],
    nearMisses: ['Does the family have the dog?'],
  },
  {
    prompt: 'Die Tür des Hauses ist alt.',
    answers: ['The door of the house is old.', "The house's door is old."],
    nearMisses: ['The door of the houses is old.'],
  },
  {
    prompt: 'Ich schicke dem Bruder ein Geschenk.',
    answers: [
      "I'm sending the brother a present.",
      'I send a gift to the brother.',
      'I am sending a present to the brother.',
    ],
    nearMisses: ['The brother sends me a present.'],
  },
  {
    prompt: 'Das Radio ist billig.',
    answers: ['The radio is cheap.', 'The radio is inexpensive.'],
    nearMisses: ['The radio is expensive.'],
  },
  {
    prompt: 'Paul sucht die Zeitung.',
    answers: [
      'Paul is looking for the newspaper.',
      'Paul looks for the newspaper.',
      'Paul is looking for the paper.',
      'Paul is searching for the newspaper.',
    ],
    nearMisses: ['The newspaper is looking for Paul.'],
  },
  {
    prompt: 'Die Lehrerin fragt das Mädchen.',
    answers: [
      'The teacher asks the girl.',
      'The teacher is asking the girl.',
      'The female teacher asks the girl.',
    ],
    nearMisses: ['The girl asks the teacher.'],
  },
];

const toGermanPanel: PanelEntry[] = [
  {
    prompt: 'The father’s car is new.',
    answers: ['Das Auto des Vaters ist neu.'],
    nearMisses: [
      'Das Auto der Vaters ist neu.',
      'Das Auto des Vater ist neu.',
      'Das Auto dem Vater ist neu.',
      'Der Auto des Vaters ist neu.',
    ],
  },
  {
    prompt: 'We are buying the chair.',
    answers: ['Wir kaufen den Stuhl.'],
    nearMisses: ['Wir kaufen der Stuhl.', 'Wir kaufen dem Stuhl.', 'Wir kauft den Stuhl.'],
  },
  {
    prompt: 'She is giving the child a book.',
    answers: ['Sie schenkt dem Kind ein Buch.', 'Sie gibt dem Kind ein Buch.'],
    nearMisses: [
      'Sie schenkt den Kind ein Buch.',
      'Sie schenkt dem Kind einen Buch.',
      'Sie gibt der Kind ein Buch.',
      'Sie schenken dem Kind ein Buch.',
    ],
  },
  {
    prompt: 'Where is the station?',
    answers: ['Wo ist der Bahnhof?'],
    nearMisses: ['Wo ist das Bahnhof?', 'Wo ist die Bahnhof?', 'Wo der Bahnhof ist?'],
  },
  {
    prompt: 'Those are the teacher’s (m.) books.',
    answers: ['Das sind die Bücher des Lehrers.'],
    nearMisses: [
      'Das sind die Bücher der Lehrers.',
      'Das sind die Bücher des Lehrer.',
      'Das sind die Bücher der Lehrerin.',
      'Das sind die Buch des Lehrers.',
    ],
  },
  {
    prompt: 'Do you (informal) need a pencil?',
    answers: ['Brauchst du einen Bleistift?'],
    nearMisses: ['Brauchst du ein Bleistift?', 'Braucht du einen Bleistift?', 'Brauchst du eine Bleistift?'],
  },
  {
    prompt: 'The children are visiting the family.',
    answers: ['Die Kinder besuchen die Familie.'],
    nearMisses: [
      'Die Kinder besucht die Familie.',
      'Die Kinder besuchen der Familie.',
      'Die Kind besuchen die Familie.',
    ],
  },
  {
    prompt: 'The teacher (f.) is explaining the question to the children.',
    answers: ['Die Lehrerin erklärt den Kindern die Frage.', 'Die Lehrerin erklärt die Frage den Kindern.'],
    nearMisses: [
      'Die Lehrerin erklärt die Kindern die Frage.',
      'Die Lehrerin erklärt den Kinder die Frage.',
      'Der Lehrer erklärt den Kindern die Frage.',
      'Die Lehrerin erklärt den Kindern der Frage.',
    ],
  },
  {
    prompt: 'That is a present.',
    answers: ['Das ist ein Geschenk.'],
    nearMisses: ['Das ist einen Geschenk.', 'Das ist eine Geschenk.', 'Das sind ein Geschenk.'],
  },
];

describeFairnessPanel(2, [
  { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
]);
