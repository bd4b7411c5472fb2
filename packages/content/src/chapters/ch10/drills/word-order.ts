import type { WordOrderDrill } from '../../../sets/schema.ts';

/**
 * The chunks of a sentence in its natural order (ids 1, 2, 3 …), listed in the jumbled order given
 * by `jumble` (a permutation of the ids).
 */
function chunks(titles: readonly string[], jumble: readonly number[]): { id: number; title: string }[] {
  return jumble.map((id) => ({ id, title: titles[id - 1] ?? '' }));
}

/**
 * Word Order (III), chapter 10 (/ch10/drills/word_order): 15 jumbles practising the four rules of
 * chapter 10 on where nicht goes (docs/product/content.md "Word-order rules"): after the subject, the verb, personal
 * pronouns and the direct object; before a predicate nominative; before a prepositional phrase
 * of destination; after an adverb of definite time. Chunk ids follow the natural order of the
 * sentence; `dataList` holds them jumbled. Accepted orders keep the chunk with the final
 * punctuation last; where a time expression, an object or bitte can also come first, that order
 * is accepted too.
 * A chunk is written as it stands mid-sentence (names and nouns keep their capitals); the
 * sentence's first capital comes from its position (`arrangeChunks` in core).
 */
export const wordOrderDrill = {
  kind: 'word-order-drill',
  table: 'ch10_word_order',
  rules: [
    'Nicht after subject, verb, personal pronouns and direct object',
    'Nicht before predicate nominative',
    'Nicht before prepositional phrases of destination',
    'Nicht after adverbs of definite time',
  ],
  items: [
    {
      questionNum: 1,
      dataList: chunks(['ich', 'esse', 'den Fisch', 'nicht.'], [3, 4, 1, 2]),
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: "I'm not eating the fish.",
      rule: [0],
      notes: ['nicht negates the whole sentence, so it comes after the direct object den Fisch, at the end.'],
    },
    {
      questionNum: 2,
      dataList: chunks(['er', 'nimmt', 'die Tabletten', 'nicht.'], [4, 3, 2, 1]),
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: "He isn't taking the tablets.",
      rule: [0],
    },
    {
      questionNum: 3,
      dataList: chunks(['wir', 'besuchen', 'ihn', 'heute', 'nicht.'], [5, 3, 1, 4, 2]),
      correctOrder: [
        [1, 2, 3, 4, 5],
        [4, 2, 1, 3, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: "We aren't visiting him today.",
      rule: [0, 3],
      notes: ['nicht comes after the pronoun ihn and after heute, a definite time.'],
    },
    {
      questionNum: 4,
      dataList: chunks(['das', 'ist', 'nicht', 'mein Rezept.'], [4, 2, 1, 3]),
      correctOrder: [[1, 2, 3, 4]],
      translation: "That isn't my recipe.",
      rule: [1],
      notes: ['mein Rezept is a predicate nominative (it names what das is), so nicht comes before it.'],
    },
    {
      questionNum: 5,
      dataList: chunks(['sie', 'ist', 'nicht', 'meine Ärztin.'], [3, 1, 4, 2]),
      correctOrder: [[1, 2, 3, 4]],
      translation: "She isn't my doctor.",
      rule: [1],
    },
    {
      questionNum: 6,
      dataList: chunks(['ich', 'gehe', 'heute', 'nicht', 'zur Post.'], [4, 5, 2, 1, 3]),
      correctOrder: [
        [1, 2, 3, 4, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: "I'm not going to the post office today.",
      rule: [2, 3],
      newWords: [{ german: 'die Post', english: 'the post office' }],
      notes: ['nicht after heute (definite time) and before zur Post, where I am going.'],
    },
    {
      questionNum: 7,
      dataList: chunks(['wir', 'fahren', 'nicht', 'nach Berlin.'], [3, 4, 1, 2]),
      correctOrder: [[1, 2, 3, 4]],
      translation: "We aren't going to Berlin.",
      rule: [2],
    },
    {
      questionNum: 8,
      dataList: chunks(['er', 'kommt', 'morgen', 'nicht.'], [2, 4, 3, 1]),
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: "He isn't coming tomorrow.",
      rule: [3],
    },
    {
      questionNum: 9,
      dataList: chunks(['Anna', 'arbeitet', 'am Wochenende', 'nicht.'], [4, 1, 3, 2]),
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: "Anna doesn't work at the weekend.",
      rule: [3],
      notes: ['am Wochenende is a definite time, so nicht comes after it.'],
    },
    {
      questionNum: 10,
      dataList: chunks(['ich', 'gebe', 'es', 'dir', 'nicht.'], [4, 5, 3, 1, 2]),
      correctOrder: [
        [1, 2, 3, 4, 5],
        [4, 2, 1, 3, 5],
      ],
      translation: "I'm not giving it to you.",
      rule: [0],
      notes: ['nicht comes after both personal pronouns, es and dir.'],
    },
    {
      questionNum: 11,
      dataList: chunks(['Paul', 'bringt', 'das Brot', 'nicht', 'in die Küche.'], [5, 4, 1, 3, 2]),
      correctOrder: [
        [1, 2, 3, 4, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: "Paul isn't taking the bread into the kitchen.",
      rule: [0, 2],
      notes: ['nicht after the direct object das Brot and before in die Küche, where the bread goes.'],
    },
    {
      questionNum: 12,
      dataList: chunks(['das', 'ist', 'nicht', 'der Bahnhof.'], [3, 4, 1, 2]),
      correctOrder: [[1, 2, 3, 4]],
      translation: "That isn't the station.",
      rule: [1],
    },
    {
      questionNum: 13,
      dataList: chunks(['die Kinder', 'gehen', 'morgen', 'nicht', 'in die Schule.'], [4, 1, 5, 2, 3]),
      correctOrder: [
        [1, 2, 3, 4, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: "The children aren't going to school tomorrow.",
      rule: [2, 3],
    },
    {
      questionNum: 14,
      dataList: chunks(['öffne', 'bitte', 'das Fenster', 'nicht!'], [3, 4, 1, 2]),
      correctOrder: [
        [1, 2, 3, 4],
        [1, 3, 2, 4],
        [2, 1, 3, 4],
      ],
      translation: "Please don't open the window!",
      rule: [0],
      notes: [
        'In a command too, nicht comes after the verb and the direct object. bitte may stand after the verb, after the object or first.',
      ],
    },
    {
      questionNum: 15,
      dataList: chunks(['ich', 'habe', 'den Schlüssel', 'gestern', 'nicht', 'gefunden.'], [6, 4, 1, 5, 3, 2]),
      correctOrder: [
        [1, 2, 3, 4, 5, 6],
        [1, 2, 4, 3, 5, 6],
        [4, 2, 1, 3, 5, 6],
        [3, 2, 1, 4, 5, 6],
      ],
      translation: "I didn't find the key yesterday.",
      rule: [0, 3],
      notes: ['nicht after the direct object and gestern, and before the participle, which stays last.'],
    },
  ],
} satisfies WordOrderDrill;
