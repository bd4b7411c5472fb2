import type { WordOrderDrill } from '../../../sets/schema.ts';

/**
 * The chunks of a sentence in its natural order (ids 1, 2, 3 …), listed in the jumbled order given
 * by `jumble` (a permutation of the ids).
 */
function chunks(titles: readonly string[], jumble: readonly number[]): { id: number; title: string }[] {
  return jumble.map((id) => ({ id, title: titles[id - 1] ?? '' }));
}

/**
 * Dependent Clauses (Word Order), chapter 11 (/ch11/drills/dependent_clauses_word_order): 15
 * jumbles of sentences with a dependent clause (dass, weil, wenn, ob, obwohl, bevor, nachdem, als,
 * damit, bis). The chunk that ends the first clause carries the comma and the last chunk the final
 * punctuation. A second order is accepted where German
 * allows it: a noun subject after a time word (dass heute Paul arbeiten muss), or the pronoun in the
 * first-position dependent clause and the noun in the main clause (Obwohl sie müde ist, muss Anna
 * arbeiten).
 * A chunk is written as it stands mid-sentence (names and nouns keep their capitals); the
 * sentence's first capital comes from its position (`arrangeChunks` in core).
 */
export const dependentClausesDrill = {
  kind: 'word-order-drill',
  table: 'ch11_dependent_clauses',
  rules: [
    'Conjugated verb last in the dependent clause',
    'Comma between the main clause and the dependent clause',
    'Dependent clause first: verb, comma, verb',
    'Modal verb after the infinitive at the end',
    'Separable verb joined at the end',
    'Auxiliary after the past participle at the end',
  ],
  items: [
    {
      questionNum: 1,
      dataList: chunks(
        ['Anna', 'bleibt', 'zu Hause,', 'weil', 'sie', 'krank', 'ist.'],
        [6, 4, 1, 7, 3, 5, 2],
      ),
      correctOrder: [[1, 2, 3, 4, 5, 6, 7]],
      translation: 'Anna is staying at home because she is ill.',
      rule: [0, 1],
      notes: ['weil sends the conjugated verb ist to the end of its clause.'],
    },
    {
      questionNum: 2,
      dataList: chunks(['ich', 'weiß,', 'dass', 'Paul', 'heute', 'arbeiten', 'muss.'], [7, 3, 5, 1, 6, 2, 4]),
      correctOrder: [
        [1, 2, 3, 4, 5, 6, 7],
        [1, 2, 3, 5, 4, 6, 7],
      ],
      translation: 'I know that Paul has to work today.',
      rule: [0, 1, 3],
      notes: [
        'The modal muss is the conjugated verb, so it goes last, after the infinitive arbeiten. A noun subject may also follow the time word: dass heute Paul arbeiten muss.',
      ],
    },
    {
      questionNum: 3,
      dataList: chunks(
        ['wir', 'wissen nicht,', 'ob', 'der Zug', 'pünktlich', 'ankommt.'],
        [5, 3, 6, 1, 4, 2],
      ),
      correctOrder: [[1, 2, 3, 4, 5, 6]],
      translation: "We don't know whether the train is arriving on time.",
      rule: [0, 1, 4],
      notes: ['In a dependent clause the separable verb is one word again: ankommt.'],
    },
    {
      questionNum: 4,
      dataList: chunks(['weil', 'es', 'regnet,', 'bleiben', 'wir', 'zu Hause.'], [4, 6, 2, 5, 1, 3]),
      correctOrder: [[1, 2, 3, 4, 5, 6]],
      translation: 'Because it is raining, we are staying at home.',
      rule: [0, 2],
      notes: [
        'The dependent clause is the first element, so the verb of the main clause (bleiben) comes right after the comma.',
      ],
    },
    {
      questionNum: 5,
      dataList: chunks(['wenn', 'du', 'Zeit', 'hast,', 'besuchen', 'wir', 'dich.'], [5, 7, 1, 4, 2, 6, 3]),
      correctOrder: [[1, 2, 3, 4, 5, 6, 7]],
      translation: 'If you have time, we will visit you.',
      rule: [0, 2],
    },
    {
      questionNum: 6,
      dataList: chunks(
        ['Anna', 'lernt', 'viel,', 'damit', 'sie', 'die Prüfung', 'besteht.'],
        [6, 2, 7, 4, 1, 5, 3],
      ),
      correctOrder: [[1, 2, 3, 4, 5, 6, 7]],
      translation: 'Anna studies a lot so that she passes the exam.',
      rule: [0, 1],
    },
    {
      questionNum: 7,
      dataList: chunks(['Paul', 'ruft', 'dich', 'an,', 'bevor', 'er', 'kommt.'], [5, 3, 7, 1, 6, 4, 2]),
      correctOrder: [[1, 2, 3, 4, 5, 6, 7]],
      translation: 'Paul will call you before he comes.',
      rule: [0, 1],
      notes: ['The main clause ends with its separable prefix an, then the comma.'],
    },
    {
      questionNum: 8,
      dataList: chunks(
        ['nachdem', 'die Kinder', 'gegessen', 'haben,', 'sehen', 'sie', 'fern.'],
        [6, 3, 7, 1, 5, 2, 4],
      ),
      correctOrder: [
        [1, 2, 3, 4, 5, 6, 7],
        [1, 6, 3, 4, 5, 2, 7],
      ],
      translation: 'After the children have eaten, they watch TV.',
      rule: [0, 2, 5],
      notes: [
        'In the perfect, the auxiliary haben is the conjugated verb and goes last, after gegessen. Nachdem sie gegessen haben, sehen die Kinder fern is right too.',
      ],
    },
    {
      questionNum: 9,
      dataList: chunks(['obwohl', 'Anna', 'müde', 'ist,', 'muss', 'sie', 'arbeiten.'], [7, 5, 2, 6, 4, 1, 3]),
      correctOrder: [
        [1, 2, 3, 4, 5, 6, 7],
        [1, 6, 3, 4, 5, 2, 7],
      ],
      translation: 'Although Anna is tired, she has to work.',
      rule: [0, 2],
      notes: [
        'The obwohl clause is the first element, so muss follows the comma. Obwohl sie müde ist, muss Anna arbeiten is right too.',
      ],
    },
    {
      questionNum: 10,
      dataList: chunks(['wir', 'warten,', 'bis', 'der Bus', 'kommt.'], [3, 5, 1, 4, 2]),
      correctOrder: [[1, 2, 3, 4, 5]],
      translation: 'We are waiting until the bus comes.',
      rule: [0, 1],
    },
    {
      questionNum: 11,
      dataList: chunks(['weißt', 'du,', 'ob', 'Anna', 'morgen', 'mitkommen', 'will?'], [6, 4, 7, 2, 5, 1, 3]),
      correctOrder: [
        [1, 2, 3, 4, 5, 6, 7],
        [1, 2, 3, 5, 4, 6, 7],
      ],
      translation: 'Do you know whether Anna wants to come along tomorrow?',
      rule: [0, 1, 3, 4],
      notes: [
        'The separable verb mitkommen stays joined as an infinitive, and the modal will goes last. A noun subject may also follow the time word: ob morgen Anna mitkommen will.',
      ],
    },
    {
      questionNum: 12,
      dataList: chunks(
        ['als', 'Anna', 'in Berlin', 'studiert', 'hat,', 'haben wir', 'sie besucht.'],
        [7, 4, 1, 6, 3, 5, 2],
      ),
      correctOrder: [[1, 2, 3, 4, 5, 6, 7]],
      translation: 'When Anna was studying in Berlin, we visited her.',
      rule: [0, 2, 5],
      notes: [
        'als is for one time or one period in the past. The auxiliary hat goes last, and the main clause starts with its auxiliary haben.',
      ],
    },
    {
      questionNum: 13,
      dataList: chunks(['ich', 'hoffe,', 'dass', 'du', 'bald', 'anrufst.'], [6, 4, 1, 5, 3, 2]),
      correctOrder: [[1, 2, 3, 4, 5, 6]],
      translation: 'I hope that you call soon.',
      rule: [0, 1, 4],
    },
    {
      questionNum: 14,
      dataList: chunks(
        ['Paul', 'sagt,', 'dass', 'er', 'heute', 'nicht', 'kommen', 'kann.'],
        [8, 6, 3, 1, 7, 4, 2, 5],
      ),
      correctOrder: [[1, 2, 3, 4, 5, 6, 7, 8]],
      translation: "Paul says that he can't come today.",
      rule: [0, 1, 3],
      notes: ['nicht stands before the infinitive kommen; the modal kann is last.'],
    },
    {
      questionNum: 15,
      dataList: chunks(
        ['er', 'fragt,', 'ob', 'wir', 'morgen', 'pünktlich', 'anfangen.'],
        [7, 5, 1, 6, 3, 2, 4],
      ),
      correctOrder: [[1, 2, 3, 4, 5, 6, 7]],
      translation: 'He is asking whether we are starting on time tomorrow.',
      rule: [0, 1, 4],
      notes: ['Time (morgen) before manner (pünktlich), and the joined verb anfangen last.'],
    },
  ],
} satisfies WordOrderDrill;
