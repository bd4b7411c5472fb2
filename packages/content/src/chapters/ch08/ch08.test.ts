import { describe, expect, it } from 'vitest';
import { forEachItemAndPlace } from '../../test-support/fill-in-checks.ts';
import { describeExerciseSets } from '../../test-support/translation-set-checks.ts';
import { checkWords } from '@grundlagen/core';
import { withoutAuxiliary } from '../../progression/form-index.ts';
import { BLANKS } from '../../sets/schema.ts';
import type { ExerciseSet } from '../../sets/schema.ts';
import { verbsUpTo } from '../../sets/verbs.ts';
import { vocabularyEntries } from '../../vocabulary/index.ts';
import { verbs as chapter1Verbs } from '../ch01/verbs.ts';
import { perfectTenseDrill as perfectDrill } from './drills/perfect-tense.ts';
import { presentToPerfectDrill as presentDrill } from './drills/present-to-perfect.ts';
import { seinOderHabenDrill as seinHaben } from './drills/sein-oder-haben.ts';
import { wordOrderDrill as wordOrder } from './drills/word-order.ts';
import { englishToGerman as englishToGermanData } from './exercises/english-to-german.ts';
import { germanToEnglish as germanToEnglishData } from './exercises/german-to-english.ts';
import {
  wordsOf,
  upperFirst,
  partText,
  isPrompt,
  isBlank,
  firstAnswer,
} from '../../test-support/sentence-parts.ts';
import {
  describeChapterSets,
  drillWords,
  taughtBy,
  wordsNot,
  describeWordOrderDrill,
} from '../../test-support/chapter-sets.ts';

// The data is typed with `satisfies`, which keeps its literal types; the checks read it as the schema types.
const germanToEnglish: ExerciseSet = germanToEnglishData;
const englishToGerman: ExerciseSet = englishToGermanData;

const isTaught = taughtBy(8);

/** Person index of the verb tables: 0 ich, 1 du, 2 er/sie/es, 3 wir, 4 ihr, 5 sie/Sie. */
type Person = 0 | 1 | 2 | 3 | 4 | 5;

/** The perfect participle of every verb taught by chapter 8, from the vocabulary and the verb tables ("ist …" for sein). */
const participles = new Map<string, string>();
for (const { chapter, entry } of vocabularyEntries())
  if (chapter <= 8 && entry.type === 'verb' && entry.pParticiple)
    participles.set(entry.germanRoot, entry.pParticiple);
for (const { verb } of verbsUpTo(8)) participles.set(verb.infinitive, verb.pParticiple);

/** The present forms of sein and haben, from the chapter 1 verb tables. */
function auxiliaryForms(auxiliary: 'sein' | 'haben'): readonly string[] {
  const table = chapter1Verbs.find((verb) => verb.infinitive === auxiliary);
  if (!table) throw new Error(`no table for ${auxiliary}`);
  return table.deutsch;
}

/** The auxiliary and participle of a verb's perfect, from the tables. */
function perfectOf(infinitive: string): { auxiliary: 'sein' | 'haben'; participle: string } {
  const participle = participles.get(infinitive);
  if (participle === undefined) throw new Error(`no participle for ${infinitive}`);
  return {
    auxiliary: participle.startsWith('ist ') ? 'sein' : 'haben',
    participle: withoutAuxiliary(participle),
  };
}

describeChapterSets(8, [seinHaben, perfectDrill, presentDrill, wordOrder, germanToEnglish, englishToGerman], {
  '8dwo': 18,
  '8ege': 15,
  '8eeg': 9,
});

describe('chapter 8 drills and exercises', () => {
  it('writes the drills in German taught by chapter 8 (prompts aside)', () => {
    expect(wordsNot(drillWords([seinHaben, perfectDrill, presentDrill, wordOrder]), isTaught)).toEqual([]);
  });
});

/** The verb of each sentence of the sein-oder-haben drill and the person of its subject. */
const SEIN_HABEN_VERBS: readonly (readonly [string, Person])[] = [
  ['gehen', 3],
  ['schlafen', 2],
  ['einschlafen', 2],
  ['aufstehen', 0],
  ['bleiben', 2],
  ['sein', 2],
  ['haben', 0],
  ['fliegen', 5],
  ['passieren', 2],
  ['ankommen', 2],
  ['aufwachen', 0],
  ['fahren', 3],
  ['laufen', 5],
  ['essen', 0],
  ['anrufen', 2],
  ['fernsehen', 3],
  ['beginnen', 2],
  ['bekommen', 2],
  ['reparieren', 2],
  ['spielen', 5],
  ['besuchen', 2],
  ['arbeiten', 2],
];

describe('Sein oder haben? (choice drill)', () => {
  it('offers sein and haben and gives each verb the auxiliary of its participle in the tables', () => {
    expect(seinHaben.choices).toEqual(['sein', 'haben']);
    forEachItemAndPlace(seinHaben, SEIN_HABEN_VERBS, (item, [infinitive, person], index) => {
      const label = `#${index + 1} ${infinitive}`;
      const { auxiliary, participle } = perfectOf(infinitive);
      expect(item.answer, label).toBe(auxiliary);
      // The perfect sentence: the auxiliary's form for the person, the participle last.
      const [before, middle, after] = item.negation;
      expect(middle, label).toBe(auxiliaryForms(auxiliary)[person]);
      expect(after, label).toMatch(new RegExp(`(^| )${participle}[.?]$`));
      expect(before, label).not.toBe('');
      // The italicised words are the present form of the verb.
      const italic = item.main.flatMap((part) =>
        typeof part !== 'string' && part[1].italicize ? [part[0]] : [],
      );
      expect(italic.length, label).toBeGreaterThan(0);
      expect(item.explanations[0], label).toContain(
        infinitive === 'sein' || infinitive === 'haben' ? infinitive : participle,
      );
      expect(item.translation, label).toMatch(/^[A-Z].*[.?]$/);
      expect(item.negative_translation, label).toMatch(/^[A-Z].*[.?]$/);
    });
  });

  it('balances the two answers and includes the traps', () => {
    const sein = seinHaben.items.filter((item) => item.answer === 'sein').length;
    const haben = seinHaben.items.filter((item) => item.answer === 'haben').length;
    expect(Math.abs(sein - haben)).toBeLessThanOrEqual(2);
    const verbs = SEIN_HABEN_VERBS.map(([verb]) => verb);
    for (const verb of ['bleiben', 'sein', 'bekommen', 'beginnen', 'schlafen', 'einschlafen'])
      expect(verbs).toContain(verb);
  });
});

/** The infinitive of each item of the perfect tense drill (its bracketed prompt) and the person of its subject. */
const PERFECT_PERSONS: readonly Person[] = [
  0, 0, 1, 3, 2, 4, 2, 5, 3, 2, 5, 4, 0, 2, 2, 1, 2, 3, 2, 0, 2, 4, 5,
];

describe('Perfect Tense (fill-in drill)', () => {
  it('asks for the auxiliary and participle of the verb in brackets, from the verb tables', () => {
    forEachItemAndPlace(perfectDrill, PERFECT_PERSONS, (item, place, index) => {
      const label = `#${index + 1}`;
      const blanks = item.main.filter(isBlank);
      expect(blanks, label).toEqual(BLANKS.slice(0, 2));
      const second = item.main.indexOf(BLANKS[1]);
      expect(isPrompt(item.main[second + 1]), label).toBe(true);
      const infinitive = partText(item.main[second + 1]);
      const { auxiliary, participle } = perfectOf(infinitive);
      const form = auxiliaryForms(auxiliary)[place] ?? '';
      const first = item.main.indexOf(BLANKS[0]);
      expect(item.answers, label).toEqual([[first === 0 ? upperFirst(form) : form], [participle]]);
      // The auxiliary follows the first element (a subject of at most article and noun, or a question
      // word) or starts a yes-or-no question; the participle is last.
      expect(first, label).toBeLessThanOrEqual(2);
      expect(first, label).toBeLessThan(second);
      expect(
        item.main.slice(second + 2).every((part) => /^[.?]$/.test(partText(part))),
        label,
      ).toBe(true);
      expect(item.explanation, label).toHaveLength(2);
      item.explanation?.forEach((text, slot) =>
        expect(text.startsWith(`${item.answers[slot]?.[0] ?? ''}:`), `${label}: ${text}`).toBe(true),
      );
      for (const accepted of item.answers)
        for (const answer of accepted) expect(checkWords(answer, accepted, {}), label).toBe('correct');
      // A near miss, the other auxiliary, is rejected.
      const other = auxiliaryForms(auxiliary === 'sein' ? 'haben' : 'sein')[place] ?? '';
      expect(checkWords(first === 0 ? upperFirst(other) : other, item.answers[0] ?? []), label).toBe(
        'incorrect',
      );
    });
  });

  it('practises every kind of participle, both auxiliaries and every person', () => {
    const infinitives = perfectDrill.items.map((item) =>
      partText(item.main[item.main.indexOf(BLANKS[1]) + 1]),
    );
    const kinds = new Set(
      infinitives.map((infinitive) => {
        const { participle } = perfectOf(infinitive);
        if (infinitive.endsWith('ieren')) return 'ieren';
        if (!participle.startsWith('ge') && /^(be|ver|zer|ent|er)/.test(infinitive)) return 'inseparable';
        if (!participle.startsWith('ge')) return 'separable';
        return participle.endsWith('t') ? 'regular' : 'irregular';
      }),
    );
    expect(kinds).toEqual(new Set(['regular', 'irregular', 'separable', 'inseparable', 'ieren']));
    expect(new Set(PERFECT_PERSONS)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const auxiliaries = new Set(infinitives.map((infinitive) => perfectOf(infinitive).auxiliary));
    expect(auxiliaries).toEqual(new Set(['sein', 'haben']));
  });
});

/** The verb of each present sentence of the present-to-perfect drill, its present form(s) and the person. */
const PRESENT_VERBS: readonly (readonly [string, string, Person])[] = [
  ['spielen', 'spiele', 0],
  ['gehen', 'gehen', 3],
  ['anrufen', 'ruft an', 2],
  ['aufstehen', 'steht auf', 2],
  ['bekommen', 'bekommst', 1],
  ['einschlafen', 'schlafen ein', 5],
  ['einkaufen', 'kaufen ein', 3],
  ['telefonieren', 'telefoniere', 0],
  ['bleiben', 'bleibt', 2],
  ['machen', 'machst', 1],
  ['trinken', 'trinkt', 4],
  ['mitkommen', 'kommt mit', 2],
  ['verkaufen', 'verkaufen', 5],
  ['fernsehen', 'sehen fern', 3],
  ['ankommen', 'kommt an', 2],
  ['sein', 'bin', 0],
];

/** The words of a sentence, sorted, for comparing two sentences word for word in any order. */
function sortedWords(words: readonly string[]): string[] {
  return words.map((word) => word.toLowerCase()).sort();
}

describe('Present to Perfect (fill-in drill)', () => {
  it('accepts the perfect of each present sentence: same words, the tables’ auxiliary form second and participle last', () => {
    forEachItemAndPlace(presentDrill, PRESENT_VERBS, (item, [infinitive, present, person], index) => {
      const label = `#${index + 1} ${infinitive}`;
      expect(item.main.filter(isBlank), label).toEqual([BLANKS[0]]);
      expect(item.answers, label).toHaveLength(1);
      expect(item.explanation, label).toHaveLength(1);
      const prompt = partText(item.main[0]);
      const { auxiliary, participle } = perfectOf(infinitive);
      const form = auxiliaryForms(auxiliary)[person] ?? '';
      const presentWords = wordsOf(prompt);
      for (const word of present.split(' ')) {
        const at = presentWords.indexOf(word);
        expect(at, `${label}: ${word}`).toBeGreaterThanOrEqual(0);
        presentWords.splice(at, 1);
      }
      for (const answer of item.answers[0] ?? []) {
        const words = wordsOf(answer);
        expect(words.at(-1), `${label}: ${answer}`).toBe(participle);
        // The auxiliary follows the first element (one to three words: Er, Meine Freundin, Um sieben Uhr).
        expect(words.indexOf(form), `${label}: ${answer}`).toBeGreaterThanOrEqual(1);
        expect(words.indexOf(form), `${label}: ${answer}`).toBeLessThanOrEqual(3);
        expect(sortedWords(words), `${label}: ${answer}`).toEqual(
          sortedWords([...presentWords, form, participle]),
        );
        expect(answer, label).toMatch(/^[A-ZÄÖÜ]/);
        expect(checkWords(answer, item.answers[0] ?? []), label).toBe('correct');
      }
      // The sentence with its punctuation and without it are both accepted.
      const shown = item.answers[0]?.[0] ?? '';
      expect(shown, label).toMatch(/[.?]$/);
      expect(item.answers[0], label).toContain(shown.slice(0, -1));
      // The present sentence itself is not accepted.
      expect(checkWords(prompt, item.answers[0] ?? []), label).toBe('incorrect');
    });
  });
});

describe('Word Order (II) (word-order drill)', () => {
  describeWordOrderDrill(
    wordOrder,
    {
      rules: [
        'Pronoun before other object',
        'Accusative before dative among pronouns',
        'Personal pronoun next to the verb',
        'Subject pronoun before other pronouns',
        'Word order of the perfect tense',
      ],
      items: 18,
      chunks: [4, 6],
      finalPunctuation: /[.?]$/,
      lastChunkLast: true,
      newWords: true,
    },
    'chunks, orders, rules, new words and the perfect-tense order agree',
    (item) => {
      const last = item.dataList.length;
      const title = new Map(item.dataList.map((chunk) => [chunk.id, chunk.title]));
      const final = wordsOf(title.get(last) ?? '')[0] ?? '';
      const isParticiple = [...participles.values()].map(withoutAuxiliary).includes(final);
      expect(item.rule.includes(4), `participle ${final}`).toBe(isParticiple);
      if (isParticiple) {
        const auxiliaries = [...auxiliaryForms('sein'), ...auxiliaryForms('haben')].flatMap((form) => [
          form,
          upperFirst(form),
        ]);
        for (const order of item.correctOrder) {
          const verbAt = order.findIndex((id) => auxiliaries.includes(title.get(id) ?? ''));
          expect(verbAt === 1 || (verbAt === 0 && title.get(last)?.endsWith('?'))).toBe(true);
        }
      }
    },
  );

  it('puts the accusative pronoun before the dative pronoun wherever both appear (rule 1)', () => {
    const accusative = new Set(['es', 'sie', 'ihn', 'mich', 'dich', 'uns', 'euch']);
    const dative = new Set(['mir', 'dir', 'ihm', 'ihr', 'ihnen', 'Ihnen']);
    for (const item of wordOrder.items.filter((entry) => entry.rule.includes(1))) {
      const title = new Map(item.dataList.map((chunk) => [chunk.id, wordsOf(chunk.title)[0] ?? '']));
      for (const order of item.correctOrder) {
        const words = order.map((id) => title.get(id) ?? '');
        const acc = words.findIndex((word) => accusative.has(word));
        const dat = words.findIndex((word, at) => at > 0 && dative.has(word));
        expect(acc, `#${item.questionNum}`).toBeGreaterThanOrEqual(0);
        expect(acc, `#${item.questionNum}`).toBeLessThan(dat);
      }
    }
  });
});

describeExerciseSets(8, germanToEnglish, englishToGerman, { answers: 'first' });

describe('chapter 8 exercises', () => {
  it('puts a perfect tense in every sentence of both sets, its participle from the tables', () => {
    const all = new Set([...participles.values()].map(withoutAuxiliary));
    for (const sentence of germanToEnglish.sentences)
      expect(sentence.main.some((part) => wordsOf(partText(part)).some((word) => all.has(word)))).toBe(true);
    for (const sentence of englishToGerman.sentences)
      expect(wordsOf(firstAnswer(sentence.translation)).some((word) => all.has(word))).toBe(true);
  });

  it('prompts every English "you" with formal, informal or informal, pl. (a later "your" follows it)', () => {
    for (const sentence of englishToGerman.sentences) {
      sentence.main.forEach((part, index) => {
        if (!/^you\b/i.test(partText(part))) return;
        expect(isPrompt(sentence.main[index + 1]), partText(part)).toBe(true);
      });
    }
  });
});
