import type { Gender } from '../../../grammar/articles.ts';
import { einWordTable } from '../../../grammar/possessives.ts';
import type { MemoryTable } from '../../../lessons/schema.ts';
import { CASE_LABELS, phraseTable } from '../../../lessons/table-builders.ts';

/**
 * Tables of the ein-words of chapter 4 (the possessive adjectives and kein), built from the
 * grammar tables (`grammar/possessives.ts`) so that the lessons and the memorisation pages never
 * disagree with them.
 */

/** The four columns, in the order of the grammar tables. */
export const GENDERS = ['masculine', 'feminine', 'neuter', 'plural'] as const;

/**
 * An ein-word with a noun, case by case, in one column, the nominative given as help. The noun's
 * four forms (nominative, accusative, dative, genitive) come from the vocabulary; a form given as
 * a list has other accepted spellings after the first (['Hundes', 'Hunds']).
 *
 * @example einWordPhrase('kein Hund (no dog)', 'kein', 'masculine', ['Hund', 'Hund', 'Hund', ['Hundes', 'Hunds']])
 */
export function einWordPhrase(
  caption: string,
  word: string,
  gender: Gender,
  nounForms: readonly (string | readonly string[])[],
): MemoryTable {
  const forms = einWordTable(word)[gender];
  return phraseTable(
    caption,
    word === 'kein' ? 'kein and noun' : 'Possessive and noun',
    nounForms.map((nouns, caseIndex) => [nouns].flat().map((noun) => `${forms[caseIndex] ?? ''} ${noun}`)),
  );
}

/**
 * Lesson rows of an ein-word with one noun per column: case, then the phrase of each column.
 *
 * @example einWordRows('mein', [['masculine', ['Hund', 'Hund', 'Hund', 'Hundes']]])[1] // ['Accusative', 'meinen Hund']
 */
export function einWordRows(
  word: string,
  columns: readonly (readonly [Gender, readonly string[]])[],
): string[][] {
  const table = einWordTable(word);
  return CASE_LABELS.map((label, caseIndex) => [
    label,
    ...columns.map(([gender, nouns]) => `${table[gender][caseIndex] ?? ''} ${nouns[caseIndex] ?? ''}`),
  ]);
}
