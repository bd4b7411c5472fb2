import { verbTableBuilders } from '../../../lessons/table-builders.ts';
import type { VerbConjugation } from '../../../sets/schema.ts';
import { verbs as chapter1Verbs } from '../../ch01/verbs.ts';
import { verbs } from '../verbs.ts';

/**
 * The chapter 4 verb units' tables, from the chapter's verb tables (`ch04/verbs.ts`); a chapter 1
 * verb can be shown beside them for contrast.
 */
export const { verb, englishOf, conjugationTable, conjugationRows } = verbTableBuilders(
  [...verbs, ...chapter1Verbs],
  'Chapters 1 and 4',
);

/** The chapter's stem changers e → i (not nehmen, which has its own page). */
export const stemChangers: readonly VerbConjugation[] = verbs.filter((entry) => entry.category === 'i-stem');
