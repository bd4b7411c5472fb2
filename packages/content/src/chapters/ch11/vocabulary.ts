import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/** Chapter 11 vocabulary. */
export const vocabulary = [] satisfies VocabularyEntry[];
