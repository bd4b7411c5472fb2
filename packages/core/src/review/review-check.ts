import { closestAnswer } from '../answer-checking/index.ts';
import type { Diagnosis } from '../answer-checking/index.ts';
import { judgeAnswer, type AnswerCheck, type JudgeAnswerOptions } from '../answer-checking/judge-answer.ts';
import type { WordHint } from '../drill-check/judge-words.ts';

export type { AnswerCheck } from '../answer-checking/judge-answer.ts';

/**
 * The outcome of one review answer: exactly right, a slip the checker names (an umlaut written
 * out, capitalisation, a typo that is not itself a word form, a noun's missing article), or wrong.
 */
export type ReviewOutcome = 'exact' | 'slip' | 'wrong';

export interface ReviewVerdict {
  readonly outcome: ReviewOutcome;
  readonly hint?: WordHint;
  /** The grammar behind a wrong German answer (`judgeAnswer`), when it can be named. */
  readonly diagnosis?: Diagnosis;
}

/**
 * Checks a review answer with the course's one verdict (`judgeAnswer`; a sentence also with the
 * course's lexicon, and a German answer diagnosed given the lexicon and the chapter). A slip is still a wrong answer (the learner
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
  options: JudgeAnswerOptions = {},
): ReviewVerdict {
  const judged = judgeAnswer(value, check, options);
  if (judged.state === 'correct') return { outcome: 'exact' };
  const diagnosis = judged.diagnosis ? { diagnosis: judged.diagnosis } : {};
  return judged.hint
    ? { outcome: 'slip', hint: judged.hint, ...diagnosis }
    : { outcome: 'wrong', ...diagnosis };
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
