import type { VerbConjugation } from '../../sets/schema.ts';

/**
 * Chapter 5 verb tables: none. The chapter teaches prepositions, pronouns, numbers and the town,
 * and its sentences use the verbs of chapters 1–4 (gehen, kommen, wohnen, warten, helfen …).
 */
export const verbs = [] satisfies VerbConjugation[];
