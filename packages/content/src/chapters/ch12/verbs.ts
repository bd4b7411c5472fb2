import type { VerbConjugation } from '../../sets/schema.ts';

/** Chapter 12 verb tables. */
export const verbs = [] satisfies VerbConjugation[];
