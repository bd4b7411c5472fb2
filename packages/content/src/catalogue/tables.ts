/**
 * Every table the backend serves under /rest/v1: one answers table per drill, extra-practice
 * and exercise set (docs/product/saving.md "Where answers live", with `{hash}` resolved as docs/decisions/content.md says), plus the
 * progress table `completed`.
 */

import { catalogue, sectionItems } from './index.ts';
import type { MenuItem } from './schema.ts';

function tablesOf(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => (item.table === undefined ? [] : [item.table]));
}

/**
 * Drill and extra-practice answer tables, in course order (each chapter's drills, then its
 * extra practice), derived from the catalogue's items.
 */
export const drillTables: readonly string[] = Object.freeze(
  catalogue.flatMap((chapter) => [
    ...tablesOf(sectionItems(chapter, 'drills')),
    ...tablesOf(sectionItems(chapter, 'extras')),
  ]),
);

/** Translation exercise tables: German to English and English to German for chapters 1..13. */
export const exerciseTables: readonly string[] = Object.freeze(
  catalogue.flatMap((chapter) => tablesOf(sectionItems(chapter, 'exercises'))),
);

/** Every answers table: drills, extra practice and exercises. */
export const answerTables: readonly string[] = Object.freeze([...drillTables, ...exerciseTables]);

/** The progress tracker's table. */
export const progressTable = 'completed';

/**
 * Columns of every answers table. Drills write `userAnswer`; sets with several blanks per
 * question and translation exercises write `userAnswer1` … `userAnswer6` (docs/product/saving.md "Where answers live": the number
 * of answer columns is set per set, default 3; the widest set uses 6).
 */
export const answerColumns = [
  'questionNum',
  'userAnswer',
  'userAnswer1',
  'userAnswer2',
  'userAnswer3',
  'userAnswer4',
  'userAnswer5',
  'userAnswer6',
] as const;

/** Columns of the progress table. */
export const progressColumns = ['num', 'completed_list'] as const;
