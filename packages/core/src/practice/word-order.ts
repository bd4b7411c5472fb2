/**
 * How a word-order answer is stored (docs/product/saving.md "Where answers live"): the chunk ids in the learner's order, joined
 * with commas in the `userAnswer` column.
 *
 * @example
 * encodeWordOrder([3, 1, 2]) // '3,1,2'
 */
export function encodeWordOrder(order: readonly number[]): string {
  return order.join(',');
}

/**
 * The stored order, or the jumbled starting order when nothing (or something that is not a
 * permutation of the chunks) was stored.
 *
 * @example
 * decodeWordOrder('2, 1,3', [1, 2, 3]) // [2, 1, 3]
 * decodeWordOrder('', [3, 1, 2]) // [3, 1, 2]
 * decodeWordOrder('1,1,2', [1, 2, 3]) // [1, 2, 3]
 */
export function decodeWordOrder(saved: string | null | undefined, start: readonly number[]): number[] {
  if (!saved?.trim()) return [...start];
  const ids = saved.split(',').map((id) => Number(id.trim()));
  const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b).join();
  const isPermutation = ids.length === start.length && sorted(ids) === sorted(start);
  return isPermutation ? ids : [...start];
}

/** A chunk of a word jumble: its id and its text as it stands in the middle of the sentence. */
export interface WordOrderChunk {
  id: number;
  title: string;
}

const CLOSING_PUNCTUATION = /[.?!]+$/;

/**
 * The text of each chunk, in `order`, as the sentence the learner builds reads: the first chunk
 * capitalised, every other chunk as it stands mid-sentence, and the sentence's closing punctuation
 * after the last chunk (in place of a comma), wherever the chunks are moved.
 *
 * Chunk titles are written as they stand mid-sentence (nouns, names and Sie keep their capitals;
 * "heute", "ich", "am Samstag" do not), except that the chunk ending the first accepted order
 * (`sentenceEnd`) carries the closing punctuation.
 *
 * @example
 * const chunks = [{ id: 1, title: 'heute' }, { id: 2, title: 'kocht' }, { id: 3, title: 'Paul' }, { id: 4, title: 'eine Suppe.' }];
 * arrangeChunks(chunks, [3, 2, 1, 4], 4) // ['Paul', 'kocht', 'heute', 'eine Suppe.']
 * arrangeChunks(chunks, [4, 1, 2, 3], 4) // ['Eine Suppe', 'heute', 'kocht', 'Paul.']
 */
export function arrangeChunks(
  chunks: readonly WordOrderChunk[],
  order: readonly number[],
  sentenceEnd: number | undefined,
): string[] {
  const titles = new Map(chunks.map((chunk) => [chunk.id, chunk.title]));
  const closing = CLOSING_PUNCTUATION.exec(titles.get(sentenceEnd ?? Number.NaN) ?? '')?.[0] ?? '';
  return order.map((id, index) => {
    let text = titles.get(id) ?? '';
    if (id === sentenceEnd) text = text.replace(CLOSING_PUNCTUATION, '');
    if (index === 0) text = text.charAt(0).toUpperCase() + text.slice(1);
    // A comma belongs inside the sentence: the last chunk ends with the closing punctuation only.
    if (index === order.length - 1) text = text.replace(/,$/, '') + closing;
    return text;
  });
}

/**
 * The sentence an order of chunks spells (see `arrangeChunks`), with single spaces.
 *
 * @example
 * wordOrderSentence([{ id: 1, title: 'ich' }, { id: 2, title: 'lerne' }, { id: 3, title: 'Deutsch.' }], [1, 2, 3], 3) // 'Ich lerne Deutsch.'
 */
export function wordOrderSentence(
  chunks: readonly WordOrderChunk[],
  order: readonly number[],
  sentenceEnd: number | undefined,
): string {
  return arrangeChunks(chunks, order, sentenceEnd).join(' ');
}
