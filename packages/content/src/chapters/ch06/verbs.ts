import type { VerbConjugation } from '../../sets/schema.ts';

/** Chapter 6 verb tables. */
export const verbs = [] satisfies VerbConjugation[];
