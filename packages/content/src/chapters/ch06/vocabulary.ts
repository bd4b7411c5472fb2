import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/** Chapter 6 vocabulary. */
export const vocabulary = [] satisfies VocabularyEntry[];
