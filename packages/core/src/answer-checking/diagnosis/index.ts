import { checkSentence, closestAnswer } from '../check-sentence.ts';
import type { CourseLexicon } from '../course-lexicon.ts';
import type { Translation } from '../types.ts';
import { grammarIndex } from './grammar-index.ts';
import { explainChanges, type Change } from './changes.ts';
import { explainWordOrder, hasMisplacedClauseVerb } from './word-order.ts';
import { isFinite, lower, wordsOf } from './sentence.ts';

/** The grammar behind a wrong German answer: exactly one kind per diagnosis. */
export type DiagnosisKind =
  | 'case'
  | 'gender'
  | 'adjective-ending'
  | 'noun-form'
  | 'number'
  | 'verb-form'
  | 'auxiliary'
  | 'participle'
  | 'word-order'
  | 'word-choice'
  | 'register'
  | 'negation'
  | 'tense'
  | 'other';

/**
 * Why a German answer is wrong: the learner's words as typed, the words of the closest correct
 * answer, and one sentence naming the rule, e.g. "helfen takes the dative: seinem Vater.".
 */
export interface Diagnosis {
  kind: DiagnosisKind;
  wrong: string;
  right: string;
  explanation: string;
}

export interface DiagnoseOptions {
  /** The course's German as data: nouns with gender and plural, verb tables, case tables. */
  lexicon: CourseLexicon;
  /** The chapter the exercise belongs to: its contrasts (kein/nicht, wissen/kennen, …) are named first. */
  chapter: number;
  /** The prompt the learner translates (it tells e.g. which "you" is meant). */
  prompt?: string | undefined;
}

/** Answers longer than this are not searched for a moved word (the search checks up to words² answers). */
const MOVE_SEARCH_WORDS = 16;

/** Which words of the corrected sentence a comma follows (from the closest answer, word for word). */
function rightCommas(closest: string, length: number): readonly boolean[] {
  const { commaAfter } = wordsOf(closest);
  return commaAfter.length === length ? commaAfter : [];
}

const sortedLower = (words: readonly string[]): string => words.map(lower).sort().join(' ');

/**
 * The grammar behind a wrong German answer, computed from the course's tables; null for an answer
 * the checker accepts (or a blank one).
 *
 * The closest accepted answer (`closestAnswer`) gives the words that differ. An answer with the
 * right words in a wrong order is tried with one word moved; the move that makes it accepted names
 * the rule (verb second, verb at the end of a subordinate clause, nicht, two pronouns). Otherwise
 * each run of differing words is explained from the tables (a determiner of the right gender in
 * the wrong case, a verb form of another person, a haben/sein swap …), and the run of the most
 * telling kind wins; nothing found gives kind `other` with the closest answer's words.
 *
 * @example
 * diagnoseSentence('Er hilft heute seinen Vater.', 'Er hilft heute seinem Vater.', { lexicon, chapter: 7 })
 * // { kind: 'case', wrong: 'seinen', right: 'seinem', explanation: 'helfen takes the dative: seinem Vater.' }
 */
export function diagnoseSentence(
  answer: string,
  translation: Translation,
  options: DiagnoseOptions,
): Diagnosis | null {
  const checkOptions = { language: 'de' as const, lexicon: options.lexicon, prompt: options.prompt };
  if (checkSentence(answer, translation, checkOptions).correct) return null;
  const closest = closestAnswer(answer, translation, checkOptions);
  if (closest === undefined) return null;
  const index = grammarIndex(options.lexicon);
  const typed = wordsOf(answer);
  const right = wordsOf(closest.answer);

  // A moved word costs two word edits (left out here, added there); one wrong word cannot be one.
  // A moved word shows in the word difference as the same word left out in one place and added
  // in another (or two words swapped), as a finite verb added or left out, or as a word that only
  // changed its capital (it left or reached the front). Anything else is not searched: each
  // rejected try costs a full check.
  const unmatched = new Set<number>();
  const written: string[] = [];
  const expected: string[] = [];
  let typedAt = 0;
  let frontChanged = false;
  let finiteUnmatched = false;
  for (const difference of closest.differences) {
    if (difference.kind !== 'missing' && difference.kind !== 'same') {
      unmatched.add(typedAt);
      written.push(lower(difference.written));
      if (isFinite(index, difference.written, typedAt === 0)) finiteUnmatched = true;
    }
    if (difference.kind === 'missing' || difference.kind === 'changed') {
      expected.push(lower(difference.expected));
      if (isFinite(index, difference.expected, false)) finiteUnmatched = true;
    }
    if (difference.kind === 'changed' && lower(difference.written) === lower(difference.expected))
      frontChanged = true;
    if (difference.kind !== 'missing') typedAt += 1;
  }
  const sameWords = sortedLower(typed.words) === sortedLower(right.words);
  const movedWord = written.some((word) => expected.includes(word));
  const misplacedVerb = typed.words.length <= MOVE_SEARCH_WORDS && hasMisplacedClauseVerb(typed, index);
  const mayBeMoved =
    typed.words.length <= MOVE_SEARCH_WORDS &&
    (sameWords ||
      ((movedWord || frontChanged || finiteUnmatched) &&
        closest.differences.some(
          (difference) => difference.kind !== 'same' && difference.kind !== 'changed',
        )) ||
      (movedWord && written.length >= 2) ||
      // A subordinate clause with its verb before the end, whatever the closest answer made of it.
      misplacedVerb);
  if (typed.words.length > 1 && mayBeMoved) {
    const moved = explainWordOrder(
      typed,
      // The grammar rules' rewrites only when the difference itself shows a moved word.
      (words, thorough) =>
        thorough
          ? (sameWords || movedWord || frontChanged || misplacedVerb) &&
            checkSentence(words, translation, checkOptions).correct
          : checkSentence(words, translation, { language: 'de' }).correct,
      index,
      unmatched,
      sameWords,
    );
    if (moved !== undefined) return moved;
  }

  // The runs of differing words, each with the learner's words and the accepted ones.
  const changes: Change[] = [];
  let current: Change | undefined;
  const rightWords: string[] = [];
  const typedIndex: number[] = [];
  let position = 0;
  for (const difference of closest.differences) {
    if (difference.kind === 'same') {
      rightWords.push(difference.written);
      typedIndex.push(position);
      position += 1;
      current = undefined;
      continue;
    }
    current ??= (() => {
      const change: Change = { written: [], expected: [], at: rightWords.length, typedAt: position };
      changes.push(change);
      return change;
    })();
    if (difference.kind === 'changed') {
      current.written.push(difference.written);
      current.expected.push(difference.expected);
      rightWords.push(difference.expected);
      position += 1;
    } else if (difference.kind === 'extra') {
      current.written.push(difference.written);
      position += 1;
    } else {
      current.expected.push(difference.expected);
      rightWords.push(difference.expected);
    }
  }

  return explainChanges(changes, {
    index,
    typed: typed.words,
    right: rightWords,
    prompt: options.prompt ?? '',
    chapter: options.chapter,
    closest: closest.answer,
    synonyms: options.lexicon.german.synonyms,
    commaAfter: rightCommas(closest.answer, rightWords.length),
    pastTense: options.lexicon.german.pastTense,
  });
}
