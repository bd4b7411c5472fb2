import { personalPronouns, type PersonalPronoun } from '../../../grammar/personal-pronouns.ts';
import type { MemoryTable } from '../../../lessons/schema.ts';

/** Row labels of the nine persons; sie (she) and sie (they) must be told apart. */
export const PERSON_LABELS: Readonly<Record<PersonalPronoun['person'], string>> = {
  ich: 'ich (I)',
  du: 'du (you, informal)',
  er: 'er (he)',
  sie: 'sie (she)',
  es: 'es (it)',
  wir: 'wir (we)',
  ihr: 'ihr (you, informal pl.)',
  'sie (pl.)': 'sie (they)',
  Sie: 'Sie (you, formal)',
};

/**
 * The accusative or dative of every person, by the nominative, from the pronoun table
 * (`grammar/personal-pronouns.ts`); the persons named in `given` are shown as help.
 */
export function pronounTable(
  caption: string,
  grammaticalCase: 'accusative' | 'dative',
  given: readonly PersonalPronoun['person'][] = [],
): MemoryTable {
  return {
    caption,
    head: ['Nominative', grammaticalCase === 'accusative' ? 'Accusative' : 'Dative'],
    rows: personalPronouns.map((row) => ({
      label: PERSON_LABELS[row.person],
      cells: [{ answer: row[grammaticalCase], ...(given.includes(row.person) ? { given: true } : {}) }],
    })),
  };
}

/** The three cases of every person, as rows for a lesson table. */
export function threeCaseRows(): string[][] {
  return personalPronouns.map((row) => [
    PERSON_LABELS[row.person],
    row.nominative,
    row.accusative,
    row.dative,
  ]);
}
