import type { MemoryTable } from '../../../lessons/schema.ts';
import type { VerbConjugation } from '../../../sets/schema.ts';
import { verbs } from '../verbs.ts';

/** The six persons of a present-tense table, in the order of `deutsch`. */
export const PERSONS = ['ich', 'du', 'er / sie / es', 'wir', 'ihr', 'sie / Sie'] as const;

export function verb(infinitive: string): VerbConjugation {
  const found = verbs.find((entry) => entry.infinitive === infinitive);
  if (!found) throw new Error(`Chapter 1 has no verb table for ${infinitive}.`);
  return found;
}

/**
 * A memory table of a verb's present tense, taken from the chapter's verb tables so the lesson
 * and the tables never disagree. `given` marks persons shown as help on practice pages.
 */
export function conjugationTable(infinitive: string, given: readonly number[] = []): MemoryTable {
  const table = verb(infinitive);
  return {
    caption: `${infinitive} (${table.english[0] ?? ''})`,
    head: ['', infinitive],
    rows: PERSONS.map((person, index) => ({
      label: person,
      cells: [{ answer: table.deutsch[index] ?? '', ...(given.includes(index) ? { given: true } : {}) }],
    })),
  };
}

/** The same table as lesson rows: person, form. */
export function conjugationRows(infinitive: string): string[][] {
  return PERSONS.map((person, index) => [person, verb(infinitive).deutsch[index] ?? '']);
}
