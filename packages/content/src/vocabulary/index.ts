import { vocabulary as chapter1 } from '../chapters/ch01/vocabulary.ts';
import { vocabulary as chapter2 } from '../chapters/ch02/vocabulary.ts';
import { vocabulary as chapter3 } from '../chapters/ch03/vocabulary.ts';
import { vocabulary as chapter4 } from '../chapters/ch04/vocabulary.ts';
import { vocabulary as chapter5 } from '../chapters/ch05/vocabulary.ts';
import { vocabulary as chapter6 } from '../chapters/ch06/vocabulary.ts';
import { vocabulary as chapter7 } from '../chapters/ch07/vocabulary.ts';
import { vocabulary as chapter8 } from '../chapters/ch08/vocabulary.ts';
import { vocabulary as chapter9 } from '../chapters/ch09/vocabulary.ts';
import { vocabulary as chapter10 } from '../chapters/ch10/vocabulary.ts';
import { vocabulary as chapter11 } from '../chapters/ch11/vocabulary.ts';
import { vocabulary as chapter12 } from '../chapters/ch12/vocabulary.ts';
import { vocabulary as chapter13 } from '../chapters/ch13/vocabulary.ts';
import type { VocabularyEntry } from './schema.ts';

/** Each chapter's vocabulary list (`chapters/chNN/vocabulary.ts`). */
const vocabularyByChapter: Record<number, readonly VocabularyEntry[]> = {
  1: chapter1,
  2: chapter2,
  3: chapter3,
  4: chapter4,
  5: chapter5,
  6: chapter6,
  7: chapter7,
  8: chapter8,
  9: chapter9,
  10: chapter10,
  11: chapter11,
  12: chapter12,
  13: chapter13,
};

export interface ChapterVocabularyEntry {
  chapter: number;
  entry: VocabularyEntry;
}

let entries: ChapterVocabularyEntry[] | undefined;

/**
 * Every vocabulary entry of the course with its chapter, in chapter order: plain typed data,
 * validated by the content tests (`validateVocabulary`), not in the browser.
 */
export function vocabularyEntries(): ChapterVocabularyEntry[] {
  entries ??= Object.entries(vocabularyByChapter)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([chapter, list]) => list.map((entry) => ({ chapter: Number(chapter), entry })));
  return entries;
}

/** Each chapter's list as written, for the content tests to validate. */
export function vocabularyLists(): Readonly<Record<number, readonly VocabularyEntry[]>> {
  return vocabularyByChapter;
}
