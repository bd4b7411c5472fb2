import type { VerbConjugation } from '../../sets/schema.ts';

/** Chapter 4 verb tables. */
export const verbs = [] satisfies VerbConjugation[];
