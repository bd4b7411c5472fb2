import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/** Chapter 12 vocabulary. */
export const vocabulary = [] satisfies VocabularyEntry[];
