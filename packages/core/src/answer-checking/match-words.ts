import { isOneEdit } from './one-edit.ts';

/**
 * Words reduced to comparison keys. The first word of a sentence has its own key, because
 * German ignores the case of a sentence's first letter and nowhere else.
 */
export interface KeyedWords {
  readonly keys: readonly string[];
  /** Key of the first word when it starts the sentence; '' when there are no words. */
  readonly startKey: string;
}

/** A compiled translation for one way of comparing words. */
export interface MatchTable {
  readonly segments: readonly (readonly KeyedWords[])[];
  /** Fewest and most words the segments from index i on can produce; index length is 0 and 0. */
  readonly minWordsFrom: readonly number[];
  readonly maxWordsFrom: readonly number[];
}

export function createMatchTable(segments: readonly (readonly KeyedWords[])[]): MatchTable {
  const minWordsFrom = new Array<number>(segments.length + 1).fill(0);
  const maxWordsFrom = new Array<number>(segments.length + 1).fill(0);
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const counts = (segments[index] ?? []).map((alternative) => alternative.keys.length);
    // A segment without alternatives accepts nothing; no answer length can get past it.
    const fewest = counts.length === 0 ? Infinity : Math.min(...counts);
    const most = counts.length === 0 ? -Infinity : Math.max(...counts);
    minWordsFrom[index] = (minWordsFrom[index + 1] ?? 0) + fewest;
    maxWordsFrom[index] = (maxWordsFrom[index + 1] ?? 0) + most;
  }
  return { segments, minWordsFrom, maxWordsFrom };
}

/** More slips than any match may use: the answer position cannot be reached. */
export const UNREACHED = 2;

/**
 * Whether a learner's slip may sit at an answer word: a slip that makes a real word form is a
 * grammar error, not a typo.
 */
export type SlipAllowed = (position: number) => boolean;

/**
 * The fewest keyboard slips (0 or 1) that make the answer one of the table's accepted answers,
 * or UNREACHED. Without `slipAllowed` only exact matches count.
 *
 * This simulates the segments as an automaton over answer word positions instead of listing
 * combinations: after segment i, `reached[p]` holds the fewest slips with which the segments
 * so far produce exactly the answer's first p words. Keeping only the fewest is enough, since
 * from any position a path with no slip yet can do everything one with a slip can. The work is
 * segments × answer words × alternatives, however many combinations they multiply to.
 */
export function fewestSlips(table: MatchTable, answer: KeyedWords, slipAllowed?: SlipAllowed): number {
  const length = answer.keys.length;
  if (length < (table.minWordsFrom[0] ?? 0) || length > (table.maxWordsFrom[0] ?? 0)) return UNREACHED;
  let reached = new Uint8Array(length + 1).fill(UNREACHED);
  let next = new Uint8Array(length + 1);
  reached[0] = 0;

  for (let index = 0; index < table.segments.length; index += 1) {
    const segment = table.segments[index] ?? [];
    const fewestRest = table.minWordsFrom[index + 1] ?? 0;
    const mostRest = table.maxWordsFrom[index + 1] ?? 0;
    next.fill(UNREACHED);
    let anyReached = false;

    for (let start = 0; start <= length; start += 1) {
      const slips = reached[start] ?? UNREACHED;
      if (slips === UNREACHED) continue;
      for (const alternative of segment) {
        const end = start + alternative.keys.length;
        // The later segments must still be able to produce exactly the words left over.
        const rest = length - end;
        if (rest < fewestRest || rest > mostRest) continue;
        const after = slipsAfter(alternative, answer, start, slips, slipAllowed);
        if (after < (next[end] ?? UNREACHED)) {
          next[end] = after;
          anyReached = true;
        }
      }
    }

    if (!anyReached) return UNREACHED;
    [reached, next] = [next, reached];
  }
  return reached[length] ?? UNREACHED;
}

function slipsAfter(
  alternative: KeyedWords,
  answer: KeyedWords,
  start: number,
  slips: number,
  slipAllowed: SlipAllowed | undefined,
): number {
  let used = slips;
  for (let offset = 0; offset < alternative.keys.length; offset += 1) {
    const position = start + offset;
    // Position 0 can only be met by an alternative's first word.
    const written = position === 0 ? answer.startKey : (answer.keys[position] ?? '');
    const expected = position === 0 ? alternative.startKey : (alternative.keys[offset] ?? '');
    if (written === expected) continue;
    if (used === 0 && slipAllowed !== undefined && isOneEdit(written, expected) && slipAllowed(position)) {
      used = 1;
      continue;
    }
    return UNREACHED;
  }
  return used;
}
