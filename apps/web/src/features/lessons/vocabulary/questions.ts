import {
  dictionaryTerm,
  judgeAnswer,
  type AnswerCheck,
  type WordHint,
  type WordVerdict,
} from '@grundlagen/core';
import { courseLexicon, type VocabularyEntry } from '@grundlagen/content';

export type Noun = Extract<VocabularyEntry, { type: 'noun' }>;
export const isNoun = (entry: VocabularyEntry): entry is Noun => entry.type === 'noun';

/**
 * What the learner types for an entry in German, as the goal list shows it (`dictionaryTerm`): a
 * noun with the article the list gives it; a plural-only noun, listed without one, as listed.
 */
export function germanAnswer(entry: VocabularyEntry): string {
  if (!isNoun(entry)) return entry.germanRoot;
  return entry.article ? `${entry.article} ${entry.germanRoot}` : entry.germanRoot;
}

/** The German answers a test accepts: the goal list's form, and a plural-only noun with "die" too. */
export function germanAnswers(entry: VocabularyEntry): string[] {
  const answer = germanAnswer(entry);
  return isNoun(entry) && entry.onlyPlural && !entry.article ? [answer, `die ${answer}`] : [answer];
}

export interface Question {
  key: string;
  prompt: string;
  promptLang: 'de' | 'en';
  answers: string[];
  answerLang: 'de' | 'en';
  caseInsensitive?: boolean;
  verb?: boolean;
}

export function toEnglish(entry: VocabularyEntry, index: number): Question {
  return {
    key: `en-${index}`,
    prompt: dictionaryTerm(entry).term,
    promptLang: 'de',
    answers: entry.englishTransl.map((translation) => translation.replace(/\s*\(.*?\)\s*/g, ' ').trim()),
    answerLang: 'en',
    caseInsensitive: true,
    verb: entry.type === 'verb',
  };
}

export function toGerman(entry: VocabularyEntry, index: number): Question {
  return {
    key: `de-${index}`,
    prompt: entry.englishTransl.join(', '),
    promptLang: 'en',
    answers: germanAnswers(entry),
    answerLang: 'de',
  };
}

export function pluralQuestion(entry: Noun, index: number): Question {
  return {
    key: `pl-${index}`,
    prompt: `${entry.article} ${entry.germanRoot}`,
    promptLang: 'de',
    answers: [`die ${entry.germanPl ?? ''}`, entry.germanPl ?? ''],
    answerLang: 'de',
  };
}

/** How a trainer question is checked (core's word check), as My mistakes stores it. */
export function checkOf(question: Question): AnswerCheck {
  return {
    kind: 'words',
    accepted: question.answers,
    language: question.answerLang,
    ...(question.verb ? { verb: true } : {}),
    ...(question.caseInsensitive ? { caseInsensitive: true } : {}),
  };
}

export interface QuestionJudgement {
  readonly verdict: WordVerdict;
  /** Only on a wrong answer: why, when the checker can say ("Add the article."). */
  readonly hint?: WordHint;
  /** Only on a wrong German answer: the grammar behind it, when the course's tables name it. */
  readonly explanation?: string;
}

/**
 * The verdict of a trainer question (core's `judgeAnswer`): null while empty, the hint of a near
 * miss, and for a wrong German answer the explanation of the chapter's grammar.
 */
export function judge(question: Question, value: string, chapter?: number): QuestionJudgement {
  if (value.trim() === '') return { verdict: null };
  const judged = judgeAnswer(value, checkOf(question), { lexicon: courseLexicon, chapter });
  if (judged.state === 'correct') return { verdict: 'correct' };
  return {
    verdict: 'incorrect',
    ...(judged.hint ? { hint: judged.hint } : {}),
    ...(judged.diagnosis ? { explanation: judged.diagnosis.explanation } : {}),
  };
}

export function verdict(question: Question, value: string) {
  return judge(question, value).verdict;
}

export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
