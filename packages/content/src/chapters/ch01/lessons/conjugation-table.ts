import { verbTableBuilders } from '../../../lessons/table-builders.ts';
import { verbs } from '../verbs.ts';

export { PERSONS } from '../../../lessons/table-builders.ts';

/**
 * The chapter 1 verb units' tables, taken from the chapter's verb tables so the lesson and the
 * tables never disagree; captions give the verb's English without "to" ("sein (be)").
 */
export const { verb, conjugationTable, conjugationRows } = verbTableBuilders(
  verbs,
  'Chapter 1',
  (table) => table.english[0] ?? '',
);
