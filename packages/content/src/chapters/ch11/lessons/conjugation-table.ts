import type { MemoryTable } from '../../../lessons/schema.ts';
import type { VerbConjugation } from '../../../sets/schema.ts';
import { PERSONS } from '../../ch01/lessons/conjugation-table.ts';
import { verbs } from '../verbs.ts';

/**
 * The chapter 11 verb units' tables, taken from the chapter's verb tables (`ch11/verbs.ts`) so
 * that the lessons, the memorisation pages and the drills never disagree.
 */

export function verb(infinitive: string): VerbConjugation {
  const found = verbs.find((entry) => entry.infinitive === infinitive);
  if (!found) throw new Error(`Chapter 11 has no verb table for ${infinitive}.`);
  return found;
}

/** The English of a verb table: "to know", or the modal's own meaning ("can", "would like"). */
export function englishOf(infinitive: string): string {
  const table = verb(infinitive);
  const english = table.english[0] ?? '';
  return table.category === 'Modal Verbs' && !['want', 'like'].includes(english) ? english : `to ${english}`;
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
