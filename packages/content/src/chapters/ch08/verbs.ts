import type { VerbConjugation } from '../../sets/schema.ts';

/** Chapter 8 verb tables. */
export const verbs = [] satisfies VerbConjugation[];
