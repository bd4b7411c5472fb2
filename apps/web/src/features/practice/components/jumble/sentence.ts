import { arrangeChunks, wordOrderSentence } from '@grundlagen/core';
import type { WordOrderDrill } from '@grundlagen/content';

export type WordOrderItem = WordOrderDrill['items'][number];

/** The chunk that carries the sentence's closing punctuation: the last of the first accepted order. */
function sentenceEnd(item: WordOrderItem): number | undefined {
  return item.correctOrder[0]?.at(-1);
}

/** Each chunk's text as shown in that order (the first one capitalised, the last one punctuated). */
export function chunkTexts(item: WordOrderItem, order: readonly number[]): string[] {
  return arrangeChunks(item.dataList, order, sentenceEnd(item));
}

/** The sentence that an order of chunks spells: capital letter first, closing punctuation last. */
export function sentenceOf(item: WordOrderItem, order: readonly number[]): string {
  return wordOrderSentence(item.dataList, order, sentenceEnd(item));
}
