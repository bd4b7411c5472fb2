import { judgeWords, type WordHint } from '../drill-check/judge-words.ts';
import { checkSentence, closestAnswer } from './check-sentence.ts';
import type { ClosestAnswer } from './closest-answer.ts';
import type { CourseLexicon } from './course-lexicon.ts';
import { diagnoseSentence, type Diagnosis } from './diagnosis/index.ts';
import type { Language, Translation } from './types.ts';

/**
 * What a typed answer is checked against: a list of accepted words (drills, tables, vocabulary
 * trainers: the word check) or a translation's segments (translation exercises: the sentence
 * check). Plain data, so a mistake can be stored with its check and practised later.
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
 * The sentence around a blank, with the blank's other neighbours written out: the learner's word
 * is diagnosed in it ("mit ___ Freund" → "mit den Freund"), not alone.
 */
export interface BlankContext {
  readonly before: string;
  readonly after: string;
}

export interface JudgeAnswerOptions {
  /** The course's lexicon: synonyms and paraphrases are accepted, and German answers diagnosed. */
  lexicon?: CourseLexicon | undefined;
  /** The chapter the question belongs to; with the lexicon it turns on the diagnosis. */
  chapter?: number | undefined;
  /** For a blank: the sentence it sits in. */
  blank?: BlankContext | undefined;
}

/** A typed answer's verdict; `hint`, `closest` and a non-null `diagnosis` only when it is wrong. */
export interface AnswerJudgement {
  readonly state: 'correct' | 'wrong';
  /** A near miss the checker names: umlauts, capital letters, a typo, a noun's missing article. */
  readonly hint?: WordHint;
  /** The accepted answer nearest to the learner's and where the two differ, word by word. */
  readonly closest?: ClosestAnswer;
  /** The grammar behind a wrong German answer, when the course's tables can name it. */
  readonly diagnosis: Diagnosis | null;
}

/**
 * A German answer is diagnosed unless the hint already says all: umlauts or capital letters
 * written otherwise, a noun's article left out. A "typo" may be a form the word-form list does not
 * know (Kinder for Kindern), so it is diagnosed too; the engine says nothing of a real slip.
 */
function diagnosisOf(
  value: string,
  check: AnswerCheck,
  options: JudgeAnswerOptions,
  hint: WordHint | undefined,
): Diagnosis | null {
  const { lexicon, chapter, blank } = options;
  if (check.language !== 'de' || (hint !== undefined && hint !== 'typo') || !lexicon || chapter === undefined)
    return null;
  const diagnose = { lexicon, chapter, prompt: check.kind === 'sentence' ? check.prompt : undefined };
  if (check.kind === 'sentence') return diagnoseSentence(value, check.translation, diagnose);
  const accepted = check.verb ? check.accepted.map((form) => form.replace(/^to\s+/i, '')) : check.accepted;
  if (!blank) return diagnoseSentence(value, [accepted], diagnose);
  // The blank in its sentence: the learner's word filled in against the blank's accepted words.
  const before = blank.before.trim();
  const after = blank.after.trim();
  const answer = [before, value.trim(), after].filter(Boolean).join(' ');
  const translation = [...(before ? [before] : []), accepted, ...(after ? [after] : [])];
  return diagnoseSentence(answer, translation, diagnose);
}

/**
 * The one verdict of a typed answer, for every screen: the word check (drills, tables, trainers)
 * or the sentence check (translation exercises), the near-miss hint, the closest accepted answer
 * with its word differences, and for a wrong German answer the diagnosis (given the lexicon and
 * the chapter). A blank is diagnosed in its sentence (`blank`). An empty answer is wrong, with
 * nothing more to say.
 *
 * @example
 * judgeAnswer('Madchen', { kind: 'words', accepted: ['Mädchen'], language: 'de' })
 * // { state: 'wrong', hint: 'typo', closest: { answer: 'Mädchen', … }, diagnosis: null }
 * judgeAnswer('Ich helfe ihm', { kind: 'sentence', translation: 'Ich helfe ihm.', language: 'de' })
 * // { state: 'correct', diagnosis: null }
 */
export function judgeAnswer(
  value: string,
  check: AnswerCheck,
  options: JudgeAnswerOptions = {},
): AnswerJudgement {
  if (value.trim() === '') return { state: 'wrong', diagnosis: null };
  const { lexicon } = options;
  let hint: WordHint | undefined;
  let closest: ClosestAnswer | undefined;
  if (check.kind === 'sentence') {
    const sentenceOptions = { language: check.language, lexicon, prompt: check.prompt };
    const result = checkSentence(value, check.translation, sentenceOptions);
    if (result.correct) return { state: 'correct', diagnosis: null };
    hint = result.hint;
    closest = closestAnswer(value, check.translation, sentenceOptions);
  } else {
    // The word check minds capital letters (Sie / sie is often the point); its hints say why.
    const judged = judgeWords(value, check.accepted, {
      language: check.language,
      ...(check.verb ? { verb: true } : {}),
      ...(check.caseInsensitive ? { caseInsensitive: true } : {}),
    });
    if (judged.verdict === 'correct') return { state: 'correct', diagnosis: null };
    hint = judged.hint;
    // The accepted words as one segment: the nearest of them, word by word.
    closest = closestAnswer(value, [check.accepted], { language: check.language });
  }
  return {
    state: 'wrong',
    ...(hint ? { hint } : {}),
    ...(closest ? { closest } : {}),
    diagnosis: diagnosisOf(value, check, options, hint),
  };
}
