// The checks every chapter test makes of its drills and exercise sets, written once: each set is
// the one the catalogue names and the registry loads, it has its count, and its German is taught
// by the chapter. A chapter test passes its sets and its own rules. Not part of the package's
// public entry. (Schemas are checked for every registered set in validation.test.ts.)
import { describe, expect, it } from 'vitest';
import { findMenuItemByCode } from '../catalogue/index.ts';
import { formIndex } from '../progression/form-index.ts';
import { loadPracticeSet, questionCount } from '../sets/registry.ts';
import type { PracticeSet } from '../sets/schema.ts';
import { allowedWords } from './german-speller.ts';
import { isBlank, isPrompt, lowerFirst, partText, wordsOf } from './sentence-parts.ts';

/** Items of a drill whose count neither the catalogue nor the course fixes (docs/product/content.md). */
export const DRILL_ITEMS = { min: 12, max: 30 } as const;

/** A set's count: exactly this many items, or a range [fewest, most]. */
export type ItemCount = number | readonly [number, number];

/**
 * Declares the tests every chapter makes of its sets, given by progress code: the catalogue's
 * item of that code names the set's table, the registry loads exactly this set for the table,
 * and the set has the count given in `counts` (which must also be the catalogue's count where
 * the catalogue gives one), or else 12–30 items.
 *
 * @example
 * describeChapterSets(8, { '8dsh': seinHaben, '8dwo': wordOrder, '8ege': germanToEnglish }, {
 *   '8dwo': 18,
 *   '8ege': 15,
 * });
 */
export function describeChapterSets(
  chapter: number,
  sets: Readonly<Record<string, PracticeSet>>,
  counts: Readonly<Record<string, ItemCount>> = {},
): void {
  const bySet = Object.entries(sets).map(([code, set]) => ({ code, set }));
  describe(`chapter ${chapter} sets: catalogue tables, registry and counts`, () => {
    it.each(bySet)('$code is the set the catalogue names and the registry loads', async ({ code, set }) => {
      const item = findMenuItemByCode(code);
      expect(item?.chapter).toBe(chapter);
      expect(item?.table).toBe(set.table);
      expect(await loadPracticeSet(set.table)).toStrictEqual(set);
    });

    it.each(bySet)('$code has its count', ({ code, set }) => {
      const count = questionCount(set);
      const expected = counts[code] ?? [DRILL_ITEMS.min, DRILL_ITEMS.max];
      const catalogueCount = findMenuItemByCode(code)?.itemCount;
      if (catalogueCount !== undefined) expect(count, 'the catalogue count').toBe(catalogueCount);
      if (typeof expected === 'number') expect(count).toBe(expected);
      else {
        expect(count).toBeGreaterThanOrEqual(expected[0]);
        expect(count).toBeLessThanOrEqual(expected[1]);
      }
    });
  });
}

/**
 * Whether a German word, as a sentence writes it, is taught by the end of a chapter (a form of
 * `formIndex(chapter)` in any case) or is a name the course allows.
 *
 * @example taughtBy(4)('Keinen') // true
 */
export function taughtBy(chapter: number): (word: string) => boolean {
  const forms = formIndex(chapter);
  return (word) => allowedWords.has(word) || forms.has(word.toLowerCase());
}

/**
 * The same for a chapter test's own index of forms, matched as written or with the first letter
 * in lower case (chapters 1 and 3 list the forms they teach themselves).
 */
export function taughtIn(forms: ReadonlySet<string>): (word: string) => boolean {
  return (word) => allowedWords.has(word) || forms.has(word) || forms.has(lowerFirst(word));
}

/** A German word of a drill, the table of its drill, and whether it stands in a bracketed prompt. */
export interface DrillWord {
  word: string;
  table: string;
  prompt: boolean;
}

/**
 * The German a learner reads and writes in drills: the sentence parts of fill-in and choice drills
 * (not the blanks), the accepted answers of fill-in drills, the result line of choice drills, and
 * the chunks of word-order drills except the words an item gives as new. The words of bracketed
 * prompts only with `prompts: true`, marked, since some chapters write their prompts in English.
 *
 * @example wordsNot(drillWords([seinHaben, wordOrder]), taughtBy(8)) // [] when all is taught
 */
export function drillWords(sets: readonly PracticeSet[], { prompts = false } = {}): DrillWord[] {
  const words: DrillWord[] = [];
  const add = (text: string, table: string, prompt = false) => {
    if (prompt && !prompts) return;
    for (const word of wordsOf(text)) words.push({ word, table, prompt });
  };
  for (const set of sets) {
    if (set.kind === 'fill-in-drill' || set.kind === 'choice-drill')
      for (const item of set.items)
        for (const part of item.main) if (!isBlank(part)) add(partText(part), set.table, isPrompt(part));
    if (set.kind === 'fill-in-drill')
      for (const item of set.items) for (const answer of item.answers.flat()) add(answer, set.table);
    if (set.kind === 'choice-drill') for (const item of set.items) add(item.negation.join(' '), set.table);
    if (set.kind === 'word-order-drill')
      for (const item of set.items) {
        const given = new Set((item.newWords ?? []).flatMap((word) => wordsOf(word.german)));
        for (const chunk of item.dataList)
          for (const word of wordsOf(chunk.title))
            if (!given.has(word)) words.push({ word, table: set.table, prompt: false });
      }
  }
  return words;
}

/** The words a predicate refuses, each once, as "word (table)": a test expects none. */
export function wordsNot(words: readonly DrillWord[], accepted: (word: string) => boolean): string[] {
  return [
    ...new Set(words.filter(({ word }) => !accepted(word)).map(({ word, table }) => `${word} (${table})`)),
  ];
}
