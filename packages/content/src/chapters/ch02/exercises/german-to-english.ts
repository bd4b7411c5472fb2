import type { ExerciseSet } from '../../../sets/schema.ts';
import { germanSentence as de } from './sentence.ts';

const verbs = {
  kauft: 'kaufen',
  trinkt: 'trinken',
  besuchen: 'besuchen',
  schenke: 'schenken',
  sind: 'sein',
  ist: 'sein',
  schreibt: 'schreiben',
  sucht: 'suchen',
  erklärt: 'erklären',
  Brauchst: 'brauchen',
  zeige: 'zeigen',
  bringt: 'bringen',
  kaufen: 'kaufen',
  spielen: 'spielen',
  Hat: 'haben',
  schicke: 'schicken',
  fragt: 'fragen',
} as const;

const nouns = {
  Lehrers: 'Lehrer',
  Bücher: 'Buch',
  Schwester: 'Schwester',
  Kindern: 'Kind',
  Kinder: 'Kind',
  Vaters: 'Vater',
  Hauses: 'Haus',
  Äpfel: 'Apfel',
} as const;

/**
 * Every combination of the segments as one whole sentence each: for a time word that may come
 * first or last in English, where segments alone would also accept it twice or not at all.
 */
function everyCombination(...segments: readonly (readonly string[])[]): string[] {
  return segments.reduce<string[]>(
    (sentences, alternatives) =>
      sentences.flatMap((start) =>
        alternatives.map((alternative) => [start, alternative].filter((text) => text !== '').join(' ')),
      ),
    [''],
  );
}

const forms = { ...verbs, ...nouns, Wo: 'wo', Wer: 'wer', Ich: 'ich', Wir: 'wir', du: 'du' };
const plain = ['Anna', 'Paul', 'Das', 'aber'];

/** German to English (2ege): 23 sentences; the example pair is the teacher's radio. */
export const germanToEnglish = {
  kind: 'translation-exercise',
  table: 'ch2_ex_to_english',
  example: { english: "That is the teacher's radio.", german: 'Das ist das Radio des Lehrers.' },
  sentences: [
    {
      main: de('Das ist der Tisch des Lehrers.', forms, plain),
      translation: [
        ['That is', 'This is', 'It is'],
        ["the teacher's table.", 'the table of the teacher.'],
      ],
    },
    {
      main: de('Die Mutter kauft heute Brot.', forms, plain),
      translation: [
        [
          ...everyCombination(['The mother'], ['is buying', 'buys'], ['', 'some'], ['bread today.']),
          ...everyCombination(['Today the mother'], ['is buying', 'buys'], ['', 'some'], ['bread.']),
        ],
      ],
    },
    {
      main: de('Der Vater trinkt den Kaffee.', forms, plain),
      translation: ['The father', ['is drinking', 'drinks'], 'the coffee.'],
    },
    {
      main: de('Wir besuchen die Familie.', forms, plain),
      translation: [['We are visiting', 'We visit'], 'the family.'],
    },
    {
      main: de('Ich schenke dem Kind ein Buch.', forms, plain),
      translation: [
        ['I am giving', 'I give'],
        [
          'the child a book.',
          'a book to the child.',
          'the child a book as a present.',
          'a book to the child as a present.',
          'the child a book as a gift.',
          'a book to the child as a gift.',
        ],
      ],
    },
    {
      main: de('Das sind die Bücher der Schwester.', forms, plain),
      translation: [
        ['Those are', 'These are', 'They are'],
        ["the sister's books.", 'the books of the sister.'],
      ],
    },
    {
      main: de('Wo ist der Bahnhof?', forms, plain),
      translation: ['Where is the', ['', 'train', 'railway'], 'station?'],
    },
    {
      main: de('Anna schreibt der Freundin einen Brief.', forms, plain),
      translation: [
        'Anna',
        ['is writing', 'writes'],
        [
          'the friend a letter.',
          'a letter to the friend.',
          'the girlfriend a letter.',
          'a letter to the girlfriend.',
        ],
      ],
    },
    {
      main: de('Das Mädchen sucht die Katze.', forms, plain),
      translation: [
        'The girl',
        ['is looking for', 'looks for', 'is searching for', 'searches for'],
        'the cat.',
      ],
    },
    {
      main: de('Der Lehrer erklärt den Kindern die Frage.', forms, plain),
      translation: ['The teacher', ['is explaining', 'explains'], 'the question to the children.'],
    },
    {
      main: de('Die Wohnung ist schön, aber teuer.', forms, plain),
      translation: [
        'The',
        ['flat', 'apartment'],
        'is',
        ['nice', 'beautiful', 'lovely'],
        ['but', 'but it is', 'but also'],
        'expensive.',
      ],
    },
    {
      main: de('Brauchst du ein Handy?', forms, plain),
      translation: ['Do you need a', ['mobile phone?', 'mobile?', 'cell phone?', 'phone?']],
    },
    {
      main: de('Das Auto des Vaters ist neu.', forms, plain),
      translation: [["The father's car", 'The car of the father'], 'is new.'],
    },
    {
      main: de('Ich zeige den Eltern die Stadt.', forms, plain),
      translation: [
        ['I am showing', 'I show'],
        [
          'the parents the town.',
          'the parents the city.',
          'the town to the parents.',
          'the city to the parents.',
        ],
      ],
    },
    {
      main: de('Der Kellner bringt der Lehrerin einen Kaffee.', forms, plain),
      translation: [
        'The waiter',
        ['is bringing', 'brings'],
        [
          'the teacher a coffee.',
          'the female teacher a coffee.',
          'a coffee to the teacher.',
          'a coffee to the female teacher.',
        ],
      ],
    },
    {
      main: de('Wer kauft die Äpfel?', forms, plain),
      translation: ['Who', ['is buying', 'buys'], 'the apples?'],
    },
    {
      main: de('Die Kinder spielen heute Fußball.', forms, plain),
      translation: [
        [
          ...everyCombination(
            ['The children', 'The kids'],
            ['are playing', 'play'],
            ['football', 'soccer'],
            ['today.'],
          ),
          ...everyCombination(
            ['Today the children', 'Today the kids'],
            ['are playing', 'play'],
            ['football.', 'soccer.'],
          ),
        ],
      ],
    },
    {
      main: de('Hat die Familie einen Hund?', forms, plain),
      translation: [['Does the family have a dog?', 'Has the family got a dog?']],
    },
    {
      main: de('Die Tür des Hauses ist alt.', forms, plain),
      translation: [['The door of the house', "The house's door"], 'is old.'],
    },
    {
      main: de('Ich schicke dem Bruder ein Geschenk.', forms, plain),
      translation: [
        ['I am sending', 'I send'],
        [
          'the brother a present.',
          'the brother a gift.',
          'a present to the brother.',
          'a gift to the brother.',
        ],
      ],
      notes: ['Both orders are right in English: "the brother a present" or "a present to the brother".'],
    },
    {
      main: de('Das Radio ist billig.', forms, plain),
      translation: ['The radio is', ['cheap.', 'inexpensive.']],
    },
    {
      main: de('Paul sucht die Zeitung.', forms, plain),
      translation: [
        'Paul',
        ['is looking for', 'looks for', 'is searching for', 'searches for'],
        ['the newspaper.', 'the paper.'],
      ],
    },
    {
      main: de('Die Lehrerin fragt das Mädchen.', forms, plain),
      translation: [['The teacher', 'The female teacher'], ['is asking', 'asks'], 'the girl.'],
    },
  ],
} satisfies ExerciseSet;
