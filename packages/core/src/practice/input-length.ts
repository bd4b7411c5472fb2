import { maxInputLength } from '../answer-checking/accepted-answers.ts';
import type { Translation } from '../answer-checking/types.ts';

/** What an input accepts: a sentence's translation, or a list of words (one-word drills, tables, trainers). */
export type AcceptedInput =
  | { translation: Translation }
  | {
      words: readonly string[];
      /** Verb inputs also take a leading "to " (see `checkWords`), so the limit makes room for it. */
      verb?: boolean;
    };

/** Longest text any learner's answer may hold on the wire (docs/product/backend-contract.md "Limits"); the server refuses longer ones. */
export const STORED_ANSWER_MAX_LENGTH = 2000;

const VERB_PREFIX = 'to ';

/**
 * The length limit of every typed input (docs/product/checking.md "Input length limit"): the longest accepted answer plus 1,
 * found without listing the answers of a translation. A verb's limit leaves room for "to ".
 *
 * @example
 * inputLengthLimit({ translation: ['I am', ['very', ''], 'tired.'] }) // 17
 * inputLengthLimit({ words: ['du', 'Sie'] }) // 4
 * inputLengthLimit({ words: ['work'], verb: true }) // 8: "to work" + 1
 */
export function inputLengthLimit(accepted: AcceptedInput): number {
  if ('translation' in accepted) return maxInputLength(accepted.translation);
  const longest = Math.max(0, ...accepted.words.map((word) => word.trim().length));
  return longest + 1 + (accepted.verb ? VERB_PREFIX.length : 0);
}
