import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/** Chapter 10 vocabulary. */
export const vocabulary = [] satisfies VocabularyEntry[];
