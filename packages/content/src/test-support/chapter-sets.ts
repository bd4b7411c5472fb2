// The checks every chapter test makes of its drills and exercise sets, written once: each set is
// the one the catalogue names and the registry loads, it has its count, and its German is taught
// by the chapter. A chapter test passes its sets and its own rules. Not part of the package's
// public entry. (Schemas are checked for every registered set in validation.test.ts.)
import { describe, expect, it } from 'vitest';
import { allMenuItems, findMenuItemByCode } from '../catalogue/index.ts';
import { formIndex } from '../progression/form-index.ts';
import { loadPracticeSet, questionCount } from '../sets/registry.ts';
import type { PracticeSet, WordOrderDrill } from '../sets/schema.ts';
import { allowedWords } from './german-speller.ts';
import { isBlank, isPrompt, lowerFirst, partText, wordsOf } from './sentence-parts.ts';

/** Items of a drill whose count neither the catalogue nor the course fixes (docs/product/content.md). */
export const DRILL_ITEMS = { min: 12, max: 30 } as const;

/** A set's count: exactly this many items, or a range [fewest, most]. */
export type ItemCount = number | readonly [number, number];

/**
 * Declares the tests every chapter makes of its sets: each set is the set of exactly one catalogue
 * item of the chapter (found by its table), the registry loads exactly this set for the table,
 * and the set has the count given in `counts` by the item's progress code (which must also be the
 * catalogue's count where the catalogue gives one), or else 12–30 items. Every code in `counts`
 * is one of the sets'.
 *
 * @example describeChapterSets(8, [seinHaben, wordOrder, germanToEnglish], { '8dwo': 18, '8ege': 15 });
 */
export function describeChapterSets(
  chapter: number,
  sets: readonly PracticeSet[],
  counts: Readonly<Record<string, ItemCount>> = {},
): void {
  const items = allMenuItems().filter((item) => item.chapter === chapter);
  const bySet = sets.map((set) => {
    const named = items.filter((item) => item.table === set.table);
    return { code: named[0]?.code ?? `(no item of ${set.table})`, named, set };
  });
  describe(`chapter ${chapter} sets: catalogue tables, registry and counts`, () => {
    it.each(bySet)('$code is the set the catalogue names and the registry loads', async ({ named, set }) => {
      expect(named.map((item) => item.table)).toEqual([set.table]);
      expect(await loadPracticeSet(set.table)).toStrictEqual(set);
    });

    it('counts only sets of the chapter', () => {
      expect(Object.keys(counts).filter((code) => !bySet.some((entry) => entry.code === code))).toEqual([]);
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

/**
 * Checks the chunks and orders of a word-order drill item: `chunks` (a range) chunks numbered 1 to
 * n; accepted orders that are distinct, each a permutation of the chunks, the first the chunks in
 * their numbering; and the chunks as given (the shuffled start) not an accepted order.
 *
 * @example it.each(wordOrder.items)('item $questionNum …', (item) => expectWordOrderItem(item, [4, 6]));
 */
export function expectWordOrderItem(
  item: WordOrderDrill['items'][number],
  [fewest, most]: readonly [number, number],
): void {
  const ids = item.dataList.map((chunk) => chunk.id);
  expect(ids.length).toBeGreaterThanOrEqual(fewest);
  expect(ids.length).toBeLessThanOrEqual(most);
  const numbering = Array.from({ length: ids.length }, (_, index) => index + 1);
  expect([...ids].sort((a, b) => a - b)).toEqual(numbering);
  const orders = item.correctOrder.map((order) => order.join(','));
  expect(new Set(orders).size).toBe(orders.length);
  expect(orders[0]).toBe(numbering.join(','));
  for (const order of item.correctOrder) expect([...order].sort((a, b) => a - b)).toEqual(numbering);
  expect(orders).not.toContain(ids.join(','));
}

/** What a chapter says of its word-order drill; `describeWordOrderDrill` checks the rest. */
export interface WordOrderDrillRules {
  /** The drill's rules, in the order of docs/product/content.md "Word-order rules". */
  rules: readonly string[];
  /** How many items (numbered 1 to n); without it, the items are numbered 1 to however many. */
  items?: number;
  /** How many chunks an item has, [fewest, most] (`expectWordOrderItem`). */
  chunks: readonly [number, number];
  /** The final punctuation that the last chunk, and no other, ends with. */
  finalPunctuation: RegExp;
  /** The last chunk ends every accepted order (not where a clause may come first). */
  lastChunkLast?: boolean;
  /** No two chunks of an item read the same, so no two orders do. */
  distinctChunks?: boolean;
  /** Some sentence gives new words ("+"). */
  newWords?: boolean;
}

/**
 * Declares, inside the chapter's `describe`, the tests of a word-order drill: its rules are the
 * chapter's in order and its items numbered; each item (`item $questionNum: <itemTitle>`) has its
 * chunks and orders (`expectWordOrderItem`), the final punctuation on its last chunk only, rules
 * that are indices of the list and none twice, new words without stray spaces, and passes
 * `itemCheck`, the chapter's own rules; the items practise every rule.
 *
 * @example describeWordOrderDrill(wordOrder, { rules: [...], items: 15, chunks: [4, 6], finalPunctuation: /[.?!]$/ }, 'the place of nicht agrees', (item) => ...);
 */
export function describeWordOrderDrill(
  drill: WordOrderDrill,
  rules: WordOrderDrillRules,
  itemTitle: string,
  itemCheck: (item: WordOrderDrill['items'][number]) => void = () => undefined,
): void {
  const count = rules.items ?? drill.items.length;
  it(`is the ${drill.table} table with its ${rules.rules.length} rules in order and items numbered 1 to ${count}`, () => {
    expect(drill.rules).toEqual(rules.rules);
    expect(drill.items.map((item) => item.questionNum)).toEqual(
      Array.from({ length: count }, (_, i) => i + 1),
    );
  });

  it.each(drill.items)(`item $questionNum: ${itemTitle}`, (item) => {
    expectWordOrderItem(item, rules.chunks);
    const last = item.dataList.length;
    if (rules.lastChunkLast) for (const order of item.correctOrder) expect(order.at(-1)).toBe(last);
    for (const chunk of item.dataList)
      expect(rules.finalPunctuation.test(chunk.title), chunk.title).toBe(chunk.id === last);
    if (rules.distinctChunks) expect(new Set(item.dataList.map((chunk) => chunk.title)).size).toBe(last);
    for (const rule of item.rule) expect(rule).toBeLessThan(rules.rules.length);
    expect(new Set(item.rule).size).toBe(item.rule.length);
    for (const word of item.newWords ?? []) expect(word.german.trim()).toBe(word.german);
    itemCheck(item);
  });

  it(`practises every rule${rules.newWords ? ', and gives one sentence a "+" with new words' : ''}`, () => {
    expect(new Set(drill.items.flatMap((item) => item.rule))).toEqual(new Set(rules.rules.keys()));
    if (rules.newWords) expect(drill.items.some((item) => (item.newWords ?? []).length > 0)).toBe(true);
  });
}
