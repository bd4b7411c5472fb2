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

/** Longest text any learner's answer may hold on the wire (DESIGN §3); the server refuses longer ones. */
export const STORED_ANSWER_MAX_LENGTH = 2000;

const VERB_PREFIX = 'to ';

/**
 * The length limit of every typed input (DESIGN §5): the longest accepted answer plus 1,
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

/** An answer longer than this many characters is a sentence: its input takes the whole row. */
export const SENTENCE_INPUT_LENGTH = 24;
/** An answer of this many words or more is a sentence too ("Ich muss heute arbeiten."). */
const SENTENCE_WORDS = 4;

/** How wide an input is drawn: room for its longest accepted answer, or the row's width for a sentence. */
export interface InputWidth {
  /** The longest accepted answer's length, in characters. */
  readonly characters: number;
  /** The answer is a sentence (or sentence-sized): the input takes the row's width, on a line of its own. */
  readonly sentence: boolean;
}

/**
 * The width of an input, from what it accepts (never from the page): a word-sized box for a
 * word, the row's width for a sentence. It follows the length limit, so a sentence drill's input
 * is as wide as its answers.
 *
 * @example
 * inputWidth({ words: ['der'] }) // { characters: 3, sentence: false }
 * inputWidth({ words: ['Ich muss heute arbeiten.'] }) // { characters: 24, sentence: true }: four words
 * inputWidth({ words: ['Anna lernt viel, weil sie morgen eine Prüfung hat.'] }) // { characters: 50, sentence: true }
 */
export function inputWidth(accepted: AcceptedInput): InputWidth {
  const characters = inputLengthLimit(accepted) - 1;
  if ('translation' in accepted) return { characters, sentence: true };
  const words = Math.max(0, ...accepted.words.map((answer) => answer.trim().split(/\s+/).length));
  return { characters, sentence: characters > SENTENCE_INPUT_LENGTH || words >= SENTENCE_WORDS };
}
