/**
 * How a word-order answer is stored (spec §3): the chunk ids in the learner's order, joined
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
