import { dictionaryTerm, judgeWords, type WordJudgement } from '@grundlagen/core';
import type { VocabularyEntry } from '@grundlagen/content';

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

/** The word check of a trainer question, with the hint of a wrong answer ("Add the article."). */
export function judge(question: Question, value: string): WordJudgement {
  return judgeWords(value, question.answers, {
    language: question.answerLang,
    ...(question.verb ? { verb: true } : {}),
    ...(question.caseInsensitive ? { caseInsensitive: true } : {}),
  });
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
