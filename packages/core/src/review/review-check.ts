import { checkSentence, closestAnswer } from '../answer-checking/index.ts';
import type { CourseLexicon, Language, Translation } from '../answer-checking/index.ts';
import { judgeWords, type WordHint } from '../drill-check/judge-words.ts';

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
 * out, capitalisation, a typo that is not itself a word form, a noun's missing article), or wrong.
 */
export type ReviewOutcome = 'exact' | 'slip' | 'wrong';

export interface ReviewVerdict {
  readonly outcome: ReviewOutcome;
  readonly hint?: WordHint;
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
  // The same word check and hints as the drills and tables (`judgeWords`): capital letters count.
  const judged = judgeWords(value, check.accepted, {
    language: check.language,
    ...(check.verb ? { verb: true } : {}),
    ...(check.caseInsensitive ? { caseInsensitive: true } : {}),
  });
  if (judged.verdict === 'correct') return { outcome: 'exact' };
  return judged.hint ? { outcome: 'slip', hint: judged.hint } : { outcome: 'wrong' };
}

/**
 * The answer a review or My mistakes shows as the solution: given the learner's answer, the
 * accepted answer closest to it (the checker's closestAnswer), so a learner who chose another
 * right wording sees that wording corrected; without one (or for a blank), the first accepted
 * answer (or the sentence's first reading).
 *
 * @example
 * reviewSolution({ kind: 'words', accepted: ['to work', 'to study'], language: 'en' }, 'to stdy') // 'to study'
 */
export function reviewSolution(check: AnswerCheck, answer?: string): string {
  if (answer !== undefined && answer.trim() !== '') {
    const translation = check.kind === 'words' ? [check.accepted] : check.translation;
    const closest = closestAnswer(answer, translation, { language: check.language });
    if (closest) return closest.answer;
  }
  if (check.kind === 'words') return check.accepted[0] ?? '';
  if (typeof check.translation === 'string') return check.translation;
  return check.translation
    .map((segment) => (typeof segment === 'string' ? segment : (segment.find((part) => part !== '') ?? '')))
    .filter((part) => part !== '')
    .join(' ');
}
