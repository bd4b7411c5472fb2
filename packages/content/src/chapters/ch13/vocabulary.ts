import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/** Chapter 13 vocabulary. */
export const vocabulary = [] satisfies VocabularyEntry[];
