import type { VerbConjugation } from '../../sets/schema.ts';

/** Chapter 5 verb tables. */
export const verbs = [] satisfies VerbConjugation[];
