import type { VerbConjugation } from '../../sets/schema.ts';

/** Chapter 13 verb tables. */
export const verbs = [] satisfies VerbConjugation[];
