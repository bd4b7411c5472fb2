import type { VerbConjugation } from '../../sets/schema.ts';

/** Chapter 9 verb tables. */
export const verbs = [] satisfies VerbConjugation[];
