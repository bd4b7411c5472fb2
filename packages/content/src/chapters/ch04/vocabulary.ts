import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/** Chapter 4 vocabulary. */
export const vocabulary = [] satisfies VocabularyEntry[];
