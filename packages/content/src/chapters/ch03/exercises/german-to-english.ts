import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 3 exercises, German to English: 12 sentences with adjectives after der-words and
 * ein-words in every case, and the word order of chapter 3 (time first, nicht, und/aber).
 * Every word taught in chapters 1–3 carries its headword (lookup); articles and names stay
 * plain. Each translation lists the answers a teacher accepts, the natural one first.
 */
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

export const germanToEnglish = {
  kind: 'translation-exercise',
  table: 'ch3_ex_to_english',
  sentences: [
    {
      main: [
        'Der',
        ['neue', { lookup: 'neu' }],
        ['Lehrer', { lookup: 'Lehrer' }],
        ['ist', { lookup: 'sein' }],
        ['sehr', { lookup: 'sehr' }],
        ['nett.', { lookup: 'nett' }],
      ],
      translation: [
        [
          'The new teacher is very nice.',
          "The new teacher's very nice.",
          'The new teacher is very kind.',
          "The new teacher's very kind.",
        ],
      ],
    },
    {
      main: [
        ['Heute Abend', { lookup: 'heute Abend' }],
        ['kochen', { lookup: 'kochen' }],
        ['wir', { lookup: 'wir' }],
        'eine',
        ['warme', { lookup: 'warm' }],
        ['Suppe.', { lookup: 'Suppe' }],
      ],
      translation: [
        [
          ...everyCombination(
            ['This evening', 'Tonight'],
            ["we're cooking", "we'll cook", 'we cook'],
            ['a warm soup.', 'some warm soup.', 'warm soup.'],
          ),
          ...everyCombination(
            ["We're cooking", "We'll cook", 'We cook'],
            ['a warm soup', 'some warm soup', 'warm soup'],
            ['this evening.', 'tonight.'],
          ),
        ],
      ],
      notes: [
        'Heute Abend is the first element, so the verb kochen comes second and the subject wir follows it.',
      ],
    },
    {
      main: [
        'Anna',
        ['kauft', { lookup: 'kaufen' }],
        'dem',
        ['kleinen', { lookup: 'klein' }],
        ['Kind', { lookup: 'Kind' }],
        'einen',
        ['roten', { lookup: 'rot' }],
        ['Ball.', { lookup: 'Ball' }],
      ],
      translation: [
        ['Anna is buying', 'Anna buys'],
        [
          ...everyCombination(['the'], ['little', 'small'], ['child', 'kid'], ['a red ball.']),
          ...everyCombination(['a red ball for the'], ['little', 'small'], ['child.', 'kid.']),
        ],
      ],
    },
    {
      main: [
        'Die',
        ['Kinder', { lookup: 'Kind' }],
        'der',
        ['jungen', { lookup: 'jung' }],
        ['Familie', { lookup: 'Familie' }],
        ['sind', { lookup: 'sein' }],
        ['heute', { lookup: 'heute' }],
        ['zu Hause.', { lookup: 'zu Hause' }],
      ],
      translation: [
        [
          ...everyCombination(
            ['The children of the young family are', "The young family's children are"],
            ['at home today.', 'home today.'],
          ),
          ...everyCombination(
            ['Today the children of the young family are', "Today the young family's children are"],
            ['at home.', 'home.'],
          ),
        ],
      ],
      notes: ['der jungen Familie is genitive (of the young family): feminine genitive der, adjective -en.'],
    },
    {
      main: [
        'Das',
        ['ist', { lookup: 'sein' }],
        'ein',
        ['interessantes', { lookup: 'interessant' }],
        ['Buch,', { lookup: 'Buch' }],
        ['aber', { lookup: 'aber' }],
        ['es', { lookup: 'es' }],
        ['ist', { lookup: 'sein' }],
        ['sehr', { lookup: 'sehr' }],
        ['lang.', { lookup: 'lang' }],
      ],
      translation: [
        ["That's", 'That is', 'This is', "It's", 'It is'],
        'an interesting book, but',
        ["it's", 'it is'],
        'very long.',
      ],
    },
    {
      main: [
        ['Wir', { lookup: 'wir' }],
        ['geben', { lookup: 'geben' }],
        'dem',
        ['freundlichen', { lookup: 'freundlich' }],
        ['Kellner', { lookup: 'Kellner' }],
        'das',
        ['Geld.', { lookup: 'Geld' }],
      ],
      translation: [
        ['We give', "We're giving", 'We are giving'],
        [
          'the friendly waiter the money.',
          'the kind waiter the money.',
          'the money to the friendly waiter.',
          'the money to the kind waiter.',
        ],
      ],
    },
    {
      main: [
        'Der',
        ['Film', { lookup: 'Film' }],
        ['ist', { lookup: 'sein' }],
        ['nicht', { lookup: 'nicht' }],
        ['langweilig,', { lookup: 'langweilig' }],
        ['er', { lookup: 'er' }],
        ['ist', { lookup: 'sein' }],
        ['sehr', { lookup: 'sehr' }],
        ['interessant.', { lookup: 'interessant' }],
      ],
      translation: [
        'The',
        ['film', 'movie'],
        ["isn't", 'is not'],
        'boring,',
        ["it's", 'it is'],
        'very interesting.',
      ],
      notes: ['er refers to der Film: a masculine noun is er, even for a thing. English says it.'],
    },
    {
      main: [
        ['Am Samstag', { lookup: 'am Samstag' }],
        ['besucht', { lookup: 'besuchen' }],
        'Paul',
        'ein',
        ['altes', { lookup: 'alt' }],
        ['Museum.', { lookup: 'Museum' }],
      ],
      translation: [
        [
          'On Saturday Paul is visiting an old museum.',
          'On Saturday Paul visits an old museum.',
          'On Saturday Paul will visit an old museum.',
          "On Saturday Paul's visiting an old museum.",
          'Paul is visiting an old museum on Saturday.',
          'Paul visits an old museum on Saturday.',
          'Paul will visit an old museum on Saturday.',
          "Paul's visiting an old museum on Saturday.",
        ],
      ],
    },
    {
      main: [
        ['Ich', { lookup: 'ich' }],
        ['trinke', { lookup: 'trinken' }],
        'den',
        ['kalten', { lookup: 'kalt' }],
        ['Kaffee', { lookup: 'Kaffee' }],
        ['nicht.', { lookup: 'nicht' }],
      ],
      translation: [
        [
          "I'm not drinking",
          'I am not drinking',
          "I don't drink",
          'I do not drink',
          "I won't drink",
          'I will not drink',
        ],
        'the cold coffee.',
      ],
      notes: ['nicht follows the direct object den kalten Kaffee.'],
    },
    {
      main: [
        'Die',
        ['Lehrerin', { lookup: 'Lehrerin' }],
        ['erklärt', { lookup: 'erklären' }],
        'der',
        ['neuen', { lookup: 'neu' }],
        ['Klasse', { lookup: 'Klasse' }],
        'eine',
        ['wichtige', { lookup: 'wichtig' }],
        ['Regel.', { lookup: 'Regel' }],
      ],
      translation: [
        'The teacher',
        ['explains', 'is explaining'],
        ['an important rule to the new class.', 'the new class an important rule.'],
      ],
    },
    {
      main: [
        ['Wo', { lookup: 'wo' }],
        ['ist', { lookup: 'sein' }],
        'die',
        ['schwarze', { lookup: 'schwarz' }],
        ['Jacke', { lookup: 'Jacke' }],
        'des',
        ['jungen', { lookup: 'jung' }],
        ['Lehrers?', { lookup: 'Lehrer' }],
      ],
      translation: [
        [
          "Where is the young teacher's black jacket?",
          "Where's the young teacher's black jacket?",
          'Where is the black jacket of the young teacher?',
          "Where's the black jacket of the young teacher?",
        ],
      ],
    },
    {
      main: [
        ['Ihr', { lookup: 'ihr' }],
        ['bestellt', { lookup: 'bestellen' }],
        'eine',
        ['große', { lookup: 'groß' }],
        ['Pizza,', { lookup: 'Pizza' }],
        ['und', { lookup: 'und' }],
        ['wir', { lookup: 'wir' }],
        ['bezahlen', { lookup: 'bezahlen' }],
        'das',
        ['Essen.', { lookup: 'Essen' }],
      ],
      translation: [
        [
          "You're ordering",
          'You are ordering',
          'You order',
          'You guys are ordering',
          'You all are ordering',
          "You'll order",
          'You will order',
        ],
        ['a big pizza,', 'a large pizza,'],
        'and',
        ["we're paying for", 'we are paying for', 'we pay for', "we'll pay for", 'we will pay for'],
        ['the meal.', 'the food.'],
      ],
      notes: ['ihr is informal plural you. bezahlen needs no word for "for": wir bezahlen das Essen.'],
    },
  ],
} satisfies ExerciseSet;
