import { z } from 'zod';
import { vocabularyEntrySchema, type VocabularyEntry } from './schema.ts';

/**
 * Each chapter's vocabulary list, validated when loaded. Chapters add their list here as
 * their content is written (`chapters/chNN/vocabulary.ts`).
 */
const vocabularyByChapter: Record<number, readonly VocabularyEntry[]> = {};

export interface ChapterVocabularyEntry {
  chapter: number;
  entry: VocabularyEntry;
}

/** Every vocabulary entry of the course with its chapter, in chapter order. */
export function vocabularyEntries(): ChapterVocabularyEntry[] {
  return Object.entries(vocabularyByChapter)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([chapter, entries]) => {
      const parsed = z.array(vocabularyEntrySchema).safeParse(entries);
      if (!parsed.success) throw new Error(`Vocabulary of chapter ${chapter}: ${parsed.error.message}`);
      return parsed.data.map((entry) => ({ chapter: Number(chapter), entry }));
    });
}
