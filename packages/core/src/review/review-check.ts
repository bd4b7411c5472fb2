import { checkSentence } from '../answer-checking/index.ts';
import type { CourseLexicon, Language, SentenceHint, Translation } from '../answer-checking/index.ts';
import { checkWords } from '../drill-check/check-words.ts';

/**
 * How a review item's answer is checked: with the word check of drills and trainers (a list of
 * accepted answers), or with the sentence check of translation exercises (segments, never
 * enumerated). Plain data, so a mistake can be stored with its check and practised later.
 */
export type AnswerCheck =
  | {
      readonly kind: 'words';
      readonly accepted: readonly string[];
      readonly language: Language;
      /** English trainer answers ignore case, as the vocabulary trainer does. */
      readonly caseInsensitive?: boolean;
      /** Verb answers may start with "to ". */
      readonly verb?: boolean;
    }
  | {
      readonly kind: 'sentence';
      readonly translation: Translation;
      readonly language: Language;
      /** The prompt sentence, which lets German add gerade for an English progressive. */
      readonly prompt?: string;
    };

/**
 * The outcome of one review answer: exactly right, a slip the checker names (an umlaut written
 * out, capitalisation, a typo that is not itself a word form), or wrong.
 */
export type ReviewOutcome = 'exact' | 'slip' | 'wrong';

export interface ReviewVerdict {
  readonly outcome: ReviewOutcome;
  readonly hint?: SentenceHint;
}

function lower(text: string): string {
  return text.toLowerCase();
}

/**
 * Checks a review answer with the course's rules (a sentence also with the course's lexicon, when given). A slip is still a wrong answer (the learner
 * sees it marked wrong with its hint); it only schedules the card more kindly.
 *
 * @example
 * judgeReviewAnswer('der Tisch', { kind: 'words', accepted: ['der Tisch'], language: 'de' }) // { outcome: 'exact' }
 * judgeReviewAnswer('Madchen', { kind: 'words', accepted: ['Mädchen'], language: 'de' }).outcome // 'slip' (typo)
 * judgeReviewAnswer('dem', { kind: 'words', accepted: ['den'], language: 'de' }) // { outcome: 'wrong' }
 */
export function judgeReviewAnswer(
  value: string,
  check: AnswerCheck,
  options: { lexicon?: CourseLexicon } = {},
): ReviewVerdict {
  if (value.trim() === '') return { outcome: 'wrong' };
  if (check.kind === 'sentence') {
    const result = checkSentence(value, check.translation, {
      language: check.language,
      lexicon: options.lexicon,
      prompt: check.prompt,
    });
    if (result.correct) return { outcome: 'exact' };
    return result.hint ? { outcome: 'slip', hint: result.hint } : { outcome: 'wrong' };
  }
  const answer = check.caseInsensitive ? lower(value) : value;
  const accepted = check.caseInsensitive ? check.accepted.map(lower) : check.accepted;
  if (checkWords(answer, accepted, check.verb ? { verb: true } : {}) === 'correct')
    return { outcome: 'exact' };
  // The hint comes from the sentence check, which knows umlauts, case and typos; each accepted
  // answer is one whole alternative (a verb's also without its "to ").
  const alternatives = check.verb
    ? [...check.accepted, ...check.accepted.map((form) => form.replace(/^to\s+/i, ''))]
    : check.accepted;
  const nearMiss = checkSentence(value, [alternatives], { language: check.language });
  if (nearMiss.correct) return { outcome: 'exact' };
  return nearMiss.hint ? { outcome: 'slip', hint: nearMiss.hint } : { outcome: 'wrong' };
}

/** The answer a review shows as the solution: the first accepted answer (or the sentence's first reading). */
export function reviewSolution(check: AnswerCheck): string {
  if (check.kind === 'words') return check.accepted[0] ?? '';
  if (typeof check.translation === 'string') return check.translation;
  return check.translation
    .map((segment) => (typeof segment === 'string' ? segment : (segment.find((part) => part !== '') ?? '')))
    .filter((part) => part !== '')
    .join(' ');
}
