import type { VerbConjugation } from '../../sets/schema.ts';

/** Chapter 7 verb tables. */
export const verbs = [] satisfies VerbConjugation[];
