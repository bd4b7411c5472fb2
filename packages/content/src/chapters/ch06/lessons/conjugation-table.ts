import { verbTableBuilders } from '../../../lessons/table-builders.ts';
import type { VerbConjugation } from '../../../sets/schema.ts';
import { verbs as chapter1Verbs } from '../../ch01/verbs.ts';
import { verbs } from '../verbs.ts';

/**
 * The chapter 6 verb units' tables, from the chapter's verb tables (`ch06/verbs.ts`); a chapter 1
 * verb can be shown beside them for contrast.
 */
export const { verb, englishOf, conjugationTable, conjugationRows } = verbTableBuilders(
  [...verbs, ...chapter1Verbs],
  'Chapters 1 and 6',
);

/** The chapter's stem changers e → ie. */
export const ieVerbs: readonly VerbConjugation[] = verbs.filter((entry) => entry.category === 'ie-stem');

/** The chapter's stem changers a → ä and au → äu. */
export const aVerbs: readonly VerbConjugation[] = verbs.filter((entry) => entry.category === 'a-stem');

/** The persons that keep the vowel (ich, wir, ihr, sie/Sie), given as help on practice tables. */
export const UNCHANGED = [0, 3, 4, 5] as const;
