import type { CourseLexicon } from '../course-lexicon.ts';
import type { Translation } from '../types.ts';

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

/**
 * The grammar behind a wrong German answer, computed from the course's tables; null for an answer
 * the checker accepts or one it cannot explain.
 */
export function diagnoseSentence(
  answer: string,
  translation: Translation,
  options: DiagnoseOptions,
): Diagnosis | null {
  void answer;
  void translation;
  void options;
  return null;
}
