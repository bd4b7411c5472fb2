import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/** Chapter 5 vocabulary. */
export const vocabulary = [] satisfies VocabularyEntry[];
