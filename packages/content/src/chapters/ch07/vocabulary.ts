import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/** Chapter 7 vocabulary. */
export const vocabulary = [] satisfies VocabularyEntry[];
