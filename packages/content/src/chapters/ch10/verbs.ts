import type { VerbConjugation } from '../../sets/schema.ts';

/** Chapter 10 verb tables. */
export const verbs = [] satisfies VerbConjugation[];
