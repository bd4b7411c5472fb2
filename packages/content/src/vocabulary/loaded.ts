import type { ChapterVocabularyEntry } from './index.ts';
import type { VocabularyEntry } from './schema.ts';

/** Each chapter's vocabulary, loaded on demand so that a page downloads only the chapters it needs. */
const loaders: Record<number, () => Promise<readonly VocabularyEntry[]>> = {
  1: async () => (await import('../chapters/ch01/vocabulary.ts')).vocabulary,
  2: async () => (await import('../chapters/ch02/vocabulary.ts')).vocabulary,
  3: async () => (await import('../chapters/ch03/vocabulary.ts')).vocabulary,
  4: async () => (await import('../chapters/ch04/vocabulary.ts')).vocabulary,
  5: async () => (await import('../chapters/ch05/vocabulary.ts')).vocabulary,
  6: async () => (await import('../chapters/ch06/vocabulary.ts')).vocabulary,
  7: async () => (await import('../chapters/ch07/vocabulary.ts')).vocabulary,
  8: async () => (await import('../chapters/ch08/vocabulary.ts')).vocabulary,
  9: async () => (await import('../chapters/ch09/vocabulary.ts')).vocabulary,
  10: async () => (await import('../chapters/ch10/vocabulary.ts')).vocabulary,
  11: async () => (await import('../chapters/ch11/vocabulary.ts')).vocabulary,
  12: async () => (await import('../chapters/ch12/vocabulary.ts')).vocabulary,
  13: async () => (await import('../chapters/ch13/vocabulary.ts')).vocabulary,
};

const loaded = new Map<number, readonly VocabularyEntry[]>();

/**
 * Loads the vocabulary of chapters 1..`chapter` (a practice set loads it for its clickable words).
 *
 * @example await loadVocabularyUpTo(3); loadedVocabularyUpTo(3).length // every entry of chapters 1–3
 */
export async function loadVocabularyUpTo(chapter: number): Promise<void> {
  await Promise.all(
    Object.entries(loaders)
      .filter(([number]) => Number(number) <= chapter && !loaded.has(Number(number)))
      .map(async ([number, load]) => loaded.set(Number(number), await load())),
  );
}

/** The loaded vocabulary of chapters 1..`chapter`, in chapter order. */
export function loadedVocabularyUpTo(chapter: number): ChapterVocabularyEntry[] {
  const entries: ChapterVocabularyEntry[] = [];
  for (let number = 1; number <= chapter; number += 1) {
    const list = loaded.get(number);
    if (!list) throw new Error(`The vocabulary of chapter ${number} is not loaded (loadVocabularyUpTo).`);
    for (const entry of list) entries.push({ chapter: number, entry });
  }
  return entries;
}
