import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/** Chapter 8 vocabulary. */
export const vocabulary = [] satisfies VocabularyEntry[];
