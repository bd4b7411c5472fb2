import type { WordOrderDrill } from '../../../sets/schema.ts';

/**
 * The chunks of a sentence in its natural order (ids 1, 2, 3 …), listed in the jumbled order given
 * by `jumble` (a permutation of the ids).
 */
function chunks(titles: readonly string[], jumble: readonly number[]): { id: number; title: string }[] {
  return jumble.map((id) => ({ id, title: titles[id - 1] ?? '' }));
}

/**
 * Word Order (II), chapter 8 (/ch8/drills/word_order): 18 jumbles practising the five rules of
 * chapter 8 (docs/product/content.md "Word-order rules"): pronouns before other objects, accusative before dative
 * among pronouns, personal pronouns next to the verb, the subject pronoun before other pronouns,
 * and the perfect tense (auxiliary second, participle last). Chunk ids follow the natural order of
 * the sentence; `dataList` holds them jumbled. A chunk is written as it stands mid-sentence (names
 * and nouns keep their capitals; the first capital comes from the position, `arrangeChunks` in
 * core). Accepted orders keep the chunk with the final punctuation last; where a time expression or an object can also come first, that order is
 * accepted too.
 */
export const wordOrderDrill = {
  kind: 'word-order-drill',
  table: 'ch8_word_order',
  rules: [
    'Pronoun before other object',
    'Accusative before dative among pronouns',
    'Personal pronoun next to the verb',
    'Subject pronoun before other pronouns',
    'Word order of the perfect tense',
  ],
  items: [
    {
      questionNum: 1,
      dataList: chunks(['ich', 'habe', 'gestern', 'Fußball', 'gespielt.'], [5, 3, 1, 4, 2]),
      correctOrder: [
        [1, 2, 3, 4, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: 'I played football yesterday.',
      rule: [4],
      notes: ['The auxiliary habe is the verb in second position; the participle gespielt goes to the end.'],
    },
    {
      questionNum: 2,
      dataList: chunks(['wir', 'sind', 'am Wochenende', 'nach Berlin', 'gefahren.'], [4, 5, 1, 3, 2]),
      correctOrder: [
        [1, 2, 3, 4, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: 'We went to Berlin at the weekend.',
      rule: [4],
      notes: ['Time before place, as in chapter 3, and the participle after both.'],
    },
    {
      questionNum: 3,
      dataList: chunks(['ich', 'gebe', 'es', 'meinem Bruder.'], [4, 1, 3, 2]),
      correctOrder: [[1, 2, 3, 4]],
      translation: 'I am giving it to my brother.',
      rule: [0],
      notes: [
        'The pronoun es comes before the noun object meinem Bruder, although it is the accusative: two nouns would stand dative first (Ich gebe meinem Bruder das Buch).',
      ],
    },
    {
      questionNum: 4,
      dataList: chunks(['er', 'zeigt', 'es', 'ihr.'], [3, 4, 2, 1]),
      correctOrder: [[1, 2, 3, 4]],
      translation: 'He is showing it to her.',
      rule: [1],
      notes: ['Two pronoun objects: the accusative es before the dative ihr.'],
    },
    {
      questionNum: 5,
      dataList: chunks(['Paul', 'hat', 'es', 'mir', 'gegeben.'], [4, 1, 5, 3, 2]),
      correctOrder: [[1, 2, 3, 4, 5]],
      translation: 'Paul gave it to me.',
      rule: [1, 4],
    },
    {
      questionNum: 6,
      dataList: chunks(['gestern', 'hat', 'er', 'es', 'mir', 'geschickt.'], [5, 3, 6, 1, 4, 2]),
      correctOrder: [
        [1, 2, 3, 4, 5, 6],
        [3, 2, 4, 5, 1, 6],
      ],
      translation: 'He sent it to me yesterday.',
      rule: [1, 3, 4],
      notes: [
        'The subject pronoun er comes first among the pronouns, then the accusative es, then the dative mir.',
      ],
    },
    {
      questionNum: 7,
      dataList: chunks(
        ['heute', 'hat', 'mir', 'mein Bruder', 'einen Brief', 'geschrieben.'],
        [5, 1, 6, 4, 2, 3],
      ),
      correctOrder: [
        [1, 2, 3, 4, 5, 6],
        [1, 2, 4, 3, 5, 6],
        [4, 2, 3, 1, 5, 6],
        [3, 2, 4, 1, 5, 6],
      ],
      translation: 'My brother wrote me a letter today.',
      rule: [0, 2, 4],
      notes: [
        'The pronoun mir can come right after the verb, even before a noun subject (Heute hat mir mein Bruder …); Heute hat mein Bruder mir … is right too.',
      ],
    },
    {
      questionNum: 8,
      dataList: chunks(['wir', 'haben', 'ihnen', 'das Haus', 'gezeigt.'], [3, 5, 2, 4, 1]),
      correctOrder: [
        [1, 2, 3, 4, 5],
        [4, 2, 1, 3, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: 'We showed them the house.',
      rule: [0, 4],
    },
    {
      questionNum: 9,
      dataList: chunks(['hast', 'du', 'es', 'ihm', 'schon', 'gesagt?'], [4, 6, 2, 5, 1, 3]),
      correctOrder: [[1, 2, 3, 4, 5, 6]],
      translation: 'Have you told him yet?',
      rule: [1, 3, 4],
      notes: ['In a yes-or-no question the auxiliary comes first; the participle is still last.'],
    },
    {
      questionNum: 10,
      dataList: chunks(['Anna', 'hat', 'ihn', 'gestern', 'angerufen.'], [5, 4, 1, 2, 3]),
      correctOrder: [
        [1, 2, 3, 4, 5],
        [4, 2, 3, 1, 5],
        [4, 2, 1, 3, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: 'Anna called him yesterday.',
      rule: [2, 4],
      notes: ['The pronoun ihn stays close to the verb and comes before gestern.'],
    },
    {
      questionNum: 11,
      dataList: chunks(['meine Mutter', 'hat', 'mir', 'einen Kuchen', 'gebracht.'], [4, 2, 5, 1, 3]),
      correctOrder: [
        [1, 2, 3, 4, 5],
        [4, 2, 3, 1, 5],
        [4, 2, 1, 3, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: 'My mother brought me a cake.',
      rule: [0, 4],
    },
    {
      questionNum: 12,
      dataList: chunks(['ich', 'habe', 'sie', 'ihm', 'gegeben.'], [4, 3, 5, 2, 1]),
      correctOrder: [[1, 2, 3, 4, 5]],
      translation: 'I gave it to him.',
      rule: [1, 4],
      notes: ['sie stands for a feminine noun such as die Tasche: accusative sie before dative ihm.'],
    },
    {
      questionNum: 13,
      dataList: chunks(['warum', 'hast', 'du', 'mich', 'nicht', 'angerufen?'], [5, 3, 6, 2, 1, 4]),
      correctOrder: [[1, 2, 3, 4, 5, 6]],
      translation: "Why didn't you call me?",
      rule: [3, 4],
      notes: ['nicht comes after the pronouns and before the participle.'],
    },
    {
      questionNum: 14,
      dataList: chunks(
        ['er', 'ist', 'gestern Abend', 'mit seinen Freunden', 'ausgegangen.'],
        [4, 1, 5, 2, 3],
      ),
      correctOrder: [
        [1, 2, 3, 4, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: 'He went out with his friends yesterday evening.',
      rule: [4],
    },
    {
      questionNum: 15,
      dataList: chunks(['sie', 'hat', 'uns', 'zur Party', 'eingeladen.'], [4, 5, 1, 3, 2]),
      correctOrder: [
        [1, 2, 3, 4, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: 'She invited us to the party.',
      rule: [2, 4],
    },
    {
      questionNum: 16,
      dataList: chunks(['gibst', 'du', 'es', 'mir?'], [3, 4, 1, 2]),
      correctOrder: [[1, 2, 3, 4]],
      translation: 'Are you giving it to me?',
      rule: [1, 3],
    },
    {
      questionNum: 17,
      dataList: chunks(['wir', 'haben', 'das Spiel', 'gestern', 'gewonnen.'], [5, 3, 2, 1, 4]),
      correctOrder: [
        [1, 2, 3, 4, 5],
        [1, 2, 4, 3, 5],
        [4, 2, 1, 3, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: 'We won the game yesterday.',
      rule: [4],
      newWords: [{ german: 'das Spiel', english: 'the game, the match' }],
    },
    {
      questionNum: 18,
      dataList: chunks(['dann', 'haben', 'wir', 'es', 'ihnen', 'erklärt.'], [6, 4, 1, 5, 3, 2]),
      correctOrder: [
        [1, 2, 3, 4, 5, 6],
        [3, 2, 4, 5, 1, 6],
      ],
      translation: 'Then we explained it to them.',
      rule: [1, 3, 4],
    },
  ],
} satisfies WordOrderDrill;
