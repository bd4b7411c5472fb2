import type { ExerciseSet, SentencePart } from '../../../sets/schema.ts';

/**
 * An English sentence; a word paired with a German headword shows that vocabulary entry when
 * cheat links are on; a word paired with 'prompt' is a hint in brackets.
 */
function en(...parts: (string | [string, string])[]): SentencePart[] {
  return parts.map((part): SentencePart => {
    if (typeof part === 'string') return part;
    return part[1] === 'prompt' ? [part[0], { isPrompt: true }] : [part[0], { lookup: part[1] }];
  });
}

/** English to German (2eeg): 9 sentences. */
export const englishToGerman = {
  kind: 'translation-exercise',
  table: 'ch2_ex_to_german',
  sentences: [
    {
      main: en('The', ['father\u2019s', 'Vater'], ['car', 'Auto'], 'is', ['new.', 'neu']),
      translation: [['Das Auto des Vaters ist neu.']],
    },
    {
      main: en('We', ['are buying', 'kaufen'], 'the', ['chair.', 'Stuhl']),
      translation: 'Wir kaufen den Stuhl.',
    },
    {
      main: en('She', ['is giving', 'schenken'], 'the', ['child', 'Kind'], 'a', ['book.', 'Buch']),
      translation: ['Sie', ['schenkt', 'gibt'], 'dem Kind ein Buch.'],
      notes: [
        '"To give as a present" is schenken. Sie gibt dem Kind ein Buch (geben, to give) is also right: geben comes in chapter 3, its stem change (du gibst, er gibt) in chapter 4.',
      ],
    },
    {
      main: en('Where', 'is', 'the', ['station?', 'Bahnhof']),
      translation: 'Wo ist der Bahnhof?',
    },
    {
      main: en('Those', 'are', 'the', ['teacher\u2019s', 'Lehrer'], ['m.', 'prompt'], ['books.', 'Buch']),
      translation: [['Das sind die Bücher des Lehrers.']],
    },
    {
      main: en('Do', 'you', ['informal', 'prompt'], ['need', 'brauchen'], 'a', ['pencil?', 'Bleistift']),
      translation: 'Brauchst du einen Bleistift?',
    },
    {
      main: en('The', ['children', 'Kind'], ['are visiting', 'besuchen'], 'the', ['family.', 'Familie']),
      translation: 'Die Kinder besuchen die Familie.',
    },
    {
      main: en(
        'The',
        ['teacher', 'Lehrerin'],
        ['f.', 'prompt'],
        ['is explaining', 'erklären'],
        'the',
        ['question', 'Frage'],
        'to the',
        ['children.', 'Kind'],
      ),
      translation: ['Die Lehrerin erklärt', ['den Kindern die Frage.', 'die Frage den Kindern.']],
      notes: [
        'Two noun objects usually come dative first: den Kindern die Frage. A definite direct object may also come first, with the dative stressed at the end: die Frage den Kindern.',
      ],
    },
    {
      main: en('That', 'is', 'a', ['present.', 'Geschenk']),
      translation: 'Das ist ein Geschenk.',
    },
  ],
} satisfies ExerciseSet;
