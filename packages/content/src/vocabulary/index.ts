import { z } from 'zod';
import { vocabulary as chapter1 } from '../chapters/ch01/vocabulary.ts';
import { vocabulary as chapter2 } from '../chapters/ch02/vocabulary.ts';
import { vocabulary as chapter3 } from '../chapters/ch03/vocabulary.ts';
import { vocabularyEntrySchema, type VocabularyEntry } from './schema.ts';

/** Each chapter's vocabulary list (`chapters/chNN/vocabulary.ts`), validated when first read. */
const vocabularyByChapter: Record<number, readonly VocabularyEntry[]> = {
  1: chapter1,
  2: chapter2,
  3: chapter3,
};

export interface ChapterVocabularyEntry {
  chapter: number;
  entry: VocabularyEntry;
}

let validated: ChapterVocabularyEntry[] | undefined;

/** Every vocabulary entry of the course with its chapter, in chapter order. */
export function vocabularyEntries(): ChapterVocabularyEntry[] {
  validated ??= Object.entries(vocabularyByChapter)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([chapter, entries]) => {
      const parsed = z.array(vocabularyEntrySchema).safeParse(entries);
      if (!parsed.success) throw new Error(`Vocabulary of chapter ${chapter}: ${parsed.error.message}`);
      return parsed.data.map((entry) => ({ chapter: Number(chapter), entry }));
    });
  return validated;
}
