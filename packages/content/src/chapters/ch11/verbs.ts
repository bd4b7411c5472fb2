import type { VerbConjugation } from '../../sets/schema.ts';

/** Chapter 11 verb tables. */
export const verbs = [] satisfies VerbConjugation[];
