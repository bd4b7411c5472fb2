import { diagnoseSentence, type Diagnosis, type Translation } from '@grundlagen/core';
import { courseLexicon } from './lexicon/course-lexicon.ts';

/**
 * Why a German answer is wrong, named from the course's own tables (cases of prepositions and
 * verbs, genders, endings, verb forms); null for an answer the checker accepts.
 *
 * @example
 * diagnoseAnswer('Er hilft heute seinen Vater.', 'Er hilft heute seinem Vater.', { chapter: 6 })
 * // { kind: 'case', wrong: 'seinen', right: 'seinem', explanation: 'helfen takes the dative: seinem Vater.' }
 */
export function diagnoseAnswer(
  answer: string,
  translation: Translation,
  options: { chapter: number; prompt?: string | undefined },
): Diagnosis | null {
  return diagnoseSentence(answer, translation, { ...options, lexicon: courseLexicon });
}
