import type { CourseLexicon } from './course-lexicon.ts';

/** Accepted alternatives of one segment; an empty string makes the segment optional. */
export type Alternatives = readonly string[];

/** A fixed string, or a list of accepted alternatives. */
export type Segment = string | Alternatives;

/**
 * A translation exercise's accepted answer (docs/product/content.md "Data shapes"): one
 * string, or segments joined with single spaces, where every combination of the
 * segments' alternatives is accepted.
 */
export type Translation = string | readonly Segment[];

/** The language the learner answers in; it decides how case is compared. */
export type Language = 'de' | 'en';

/**
 * Why a wrong answer is a near miss: an umlaut or ß written out (ae, oe, ue, ss), only case
 * wrong, or one slip of the keyboard inside a word that is not itself a German word form.
 */
export type SentenceHint = 'umlaut' | 'capitalisation' | 'typo';

/** The verdict of a whole-sentence check; `hint` appears only on a wrong answer. */
export interface SentenceCheck {
  correct: boolean;
  score: 0 | 100;
  hint?: SentenceHint;
}

export interface CheckSentenceOptions {
  language: Language;
  /**
   * The course's lexicon (synonyms, optional particles, English paraphrases, the declension
   * tables): with it a German synonym or an English paraphrase is accepted where the course's word
   * is. Word order, punctuation and English adverb positions are accepted without it.
   */
  lexicon?: CourseLexicon | undefined;
  /** The prompt sentence the learner translates: an English progressive lets German add gerade. */
  prompt?: string | undefined;
  /**
   * Whether a learner's word is a real word form. A one-letter slip that makes a real form
   * (den for dem) is a grammar error, not a typo, so it gets no hint. Called with the word as
   * the learner wrote it, punctuation removed. Without it, German answers use a built-in list
   * of function-word forms and English near misses are always typos.
   */
  isWordForm?: (word: string) => boolean;
}
