import type { MemoryTable } from '../../../lessons/schema.ts';
import type { VerbConjugation } from '../../../sets/schema.ts';
import { PERSONS } from '../../ch01/lessons/conjugation-table.ts';
import { verbs as chapter1Verbs } from '../../ch01/verbs.ts';
import { verbs } from '../verbs.ts';

/**
 * The chapter 6 verb units' tables, taken from the chapter's verb tables (`ch06/verbs.ts`) so that
 * the lessons, the memorisation pages and the drills never disagree. A chapter 1 verb can be
 * shown beside them for contrast.
 */

export function verb(infinitive: string): VerbConjugation {
  const found = [...verbs, ...chapter1Verbs].find((entry) => entry.infinitive === infinitive);
  if (!found) throw new Error(`Chapters 1 and 6 have no verb table for ${infinitive}.`);
  return found;
}

/** The English of a verb table with "to": "to read". */
export function englishOf(infinitive: string): string {
  return `to ${verb(infinitive).english[0] ?? ''}`;
}

/**
 * A memory table of a verb's present tense; `given` marks persons (0 ich … 5 sie/Sie) shown as
 * help on a practice page.
 */
export function conjugationTable(infinitive: string, given: readonly number[] = []): MemoryTable {
  const table = verb(infinitive);
  return {
    caption: `${infinitive} (${englishOf(infinitive)})`,
    head: ['', infinitive],
    rows: PERSONS.map((person, index) => ({
      label: person,
      cells: [{ answer: table.deutsch[index] ?? '', ...(given.includes(index) ? { given: true } : {}) }],
    })),
  };
}

/** Several verbs side by side as lesson rows: person, then each verb's form. */
export function conjugationRows(...infinitives: string[]): string[][] {
  return PERSONS.map((person, index) => [
    person,
    ...infinitives.map((infinitive) => verb(infinitive).deutsch[index] ?? ''),
  ]);
}

/** The chapter's stem changers e → ie. */
export const ieVerbs: readonly VerbConjugation[] = verbs.filter((entry) => entry.category === 'ie-stem');

/** The chapter's stem changers a → ä and au → äu. */
export const aVerbs: readonly VerbConjugation[] = verbs.filter((entry) => entry.category === 'a-stem');

/** The persons that keep the vowel (ich, wir, ihr, sie/Sie), given as help on practice tables. */
export const UNCHANGED = [0, 3, 4, 5] as const;
