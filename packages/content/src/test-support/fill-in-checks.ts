// The fill-in drill checks that the chapter tests share (docs/product/content.md "The method": every drill answer has a
// reason a learner can read). A chapter test calls them inside its own `it`, so titles and
// chapter-specific assertions stay in the chapter file. Not part of the package's public entry.
import { expect } from 'vitest';
import { checkWords } from '@grundlagen/core';
import { BLANKS, type FillInDrill } from '../sets/schema.ts';
import { blanksOf, isBlank } from './sentence-parts.ts';

export interface FillInDrillRules {
  /** No item starts with a blank (the learner reads some German before the first answer). */
  noBlankFirst?: boolean;
  /** Every item has the same number of blanks (the catalogue's loader number). */
  oneBlankCount?: boolean;
  /** A prompt in brackets follows every blank. */
  promptAfterEachBlank?: boolean;
}

/**
 * Checks every item of a fill-in drill: at least one blank, the blanks in order (BLANKS), one
 * answer list and one reason per blank, each reason starting with one of its blank's answers and
 * a colon, and a translation that is a sentence; plus the rules asked for. Each failure names the
 * drill's table and the item's number.
 *
 * @example
 * it.each(drills)('$table: blanks in order, one answer list and one reason each', (drill) =>
 *   expectFillInDrill(drill, { noBlankFirst: true }),
 * );
 */
export function expectFillInDrill(set: FillInDrill, rules: FillInDrillRules = {}): void {
  if (rules.oneBlankCount) {
    const counts = new Set(set.items.map((item) => item.main.filter(isBlank).length));
    expect(counts.size, 'one loader number').toBe(1);
  }
  for (const [index, item] of set.items.entries()) {
    const label = `${set.table} #${index + 1}`;
    const blanks = item.main.filter(isBlank);
    expect(blanks.length, label).toBeGreaterThanOrEqual(1);
    expect(blanks, label).toEqual(BLANKS.slice(0, blanks.length));
    expect(item.answers, label).toHaveLength(blanks.length);
    expect(item.explanation, label).toHaveLength(blanks.length);
    item.explanation?.forEach((text, slot) => {
      const accepted = item.answers[slot] ?? [];
      expect(
        accepted.some((answer) => text.startsWith(`${answer}:`)),
        `${label}: ${text}`,
      ).toBe(true);
    });
    expect(item.translation, label).toMatch(/^[A-Z].*[.?]$/);
    if (rules.noBlankFirst)
      expect(item.main.findIndex(isBlank), `${label}: no blank starts a sentence`).toBeGreaterThan(0);
    if (rules.promptAfterEachBlank)
      for (const blank of blanksOf(item))
        expect(blank.prompt, `${label}: a prompt after each blank`).not.toBe('');
  }
}

/**
 * Checks that the drill check (checkWords) accepts every accepted answer of every blank of every
 * item, with the verb option where the item asks for a verb form.
 *
 * @example
 * it('accepts every drill answer with the drill check', () => expectDrillAnswersAccepted(drills));
 */
export function expectDrillAnswersAccepted(drills: readonly FillInDrill[]): void {
  for (const set of drills) {
    for (const [index, item] of set.items.entries()) {
      for (const accepted of item.answers) {
        for (const answer of accepted) {
          expect(
            checkWords(answer, accepted, item.verb ? { verb: true } : {}),
            `${set.table} #${index + 1}: ${answer}`,
          ).toBe('correct');
        }
      }
    }
  }
}

/**
 * Walks a drill's items with their places (how a teacher reads each item: a case, a verb and its
 * person, a gender and case …), after checking that the chapter gives one place an item.
 *
 * @example forEachItemAndPlace(modalVerbs, MODAL_ITEMS, (item, [infinitive, person], index) => { … });
 */
export function forEachItemAndPlace<Item, Place>(
  drill: { table: string; items: readonly Item[] },
  places: readonly Place[],
  check: (item: Item, place: Place, index: number) => void,
): void {
  expect(places, `${drill.table}: one place an item`).toHaveLength(drill.items.length);
  drill.items.forEach((item, index) => {
    const place = places[index];
    if (place !== undefined) check(item, place, index);
  });
}
