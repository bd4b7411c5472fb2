import { maxInputLength } from '../answer-checking/accepted-answers.ts';
import { distinctDisplayAlternatives, segmentsOf } from '../answer-checking/segments.ts';
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

/** The most words an answer of a translation can have, found segment by segment. */
function mostWords(translation: Translation): number {
  return segmentsOf(translation)
    .map(distinctDisplayAlternatives)
    .reduce(
      (total, alternatives) =>
        total + Math.max(0, ...alternatives.map((text) => (text === '' ? 0 : text.split(' ').length))),
      0,
    );
}

/** A word input's accepted forms as the word check compares them (a verb's without "to "). */
function wordForms(words: readonly string[], verb: boolean): string[] {
  return words
    .map((word) => word.trim().replace(/\s+/g, ' '))
    .map((word) => (verb ? word.replace(/^to\s+/i, '') : word))
    .filter((word) => word !== '');
}

/**
 * The length limit of every typed input: never shorter than an answer the checker takes, found
 * without listing the answers of a translation.
 *
 * - A translation: its longest accepted answer (a contraction at its full form), plus room for a
 *   punctuation mark after every word, since the sentence check ignores punctuation ("On the
 *   first of May, we …" is right where the course writes no comma), plus 1.
 * - A word input: its longest accepted answer, or all its one-word answers together (the word
 *   check takes "du, Sie" where du and Sie are each accepted), whichever is longer, plus 1; a
 *   verb's answers each with a leading "to ", which the word check also takes.
 *
 * @example
 * inputLengthLimit({ translation: ['I am', ['very', ''], 'tired.'] }) // 21: "I am very tired." + 4 marks + 1
 * inputLengthLimit({ words: ['du', 'Sie'] }) // 8: "du, Sie" + 1
 * inputLengthLimit({ words: ['work'], verb: true }) // 8: "to work" + 1
 */
export function inputLengthLimit(accepted: AcceptedInput): number {
  if ('translation' in accepted)
    return maxInputLength(accepted.translation) + mostWords(accepted.translation);
  const verb = accepted.verb ?? false;
  const prefix = verb ? VERB_PREFIX.length : 0;
  const forms = wordForms(accepted.words, verb);
  const longest = Math.max(0, ...forms.map((form) => form.length + prefix));
  const single = [...new Set(forms.filter((form) => !/[\s,]/.test(form)))];
  const together = single.reduce((total, form) => total + form.length + prefix, 0) + 2 * (single.length - 1);
  return Math.max(longest, together, 0) + 1;
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
 * word, the row's width for a sentence: as wide as its longest accepted answer.
 *
 * @example
 * inputWidth({ words: ['der'] }) // { characters: 3, sentence: false }
 * inputWidth({ words: ['Ich muss heute arbeiten.'] }) // { characters: 24, sentence: true }: four words
 * inputWidth({ words: ['Anna lernt viel, weil sie morgen eine Prüfung hat.'] }) // { characters: 50, sentence: true }
 */
export function inputWidth(accepted: AcceptedInput): InputWidth {
  if ('translation' in accepted)
    return { characters: maxInputLength(accepted.translation) - 1, sentence: true };
  const prefix = accepted.verb ? VERB_PREFIX.length : 0;
  const characters = Math.max(0, ...wordForms(accepted.words, false).map((form) => form.length + prefix));
  const words = Math.max(0, ...accepted.words.map((answer) => answer.trim().split(/\s+/).length));
  return { characters, sentence: characters > SENTENCE_INPUT_LENGTH || words >= SENTENCE_WORDS };
}
