import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/** Chapter 9 vocabulary. */
export const vocabulary = [] satisfies VocabularyEntry[];
