import { checkSentence } from '../answer-checking/check-sentence.ts';
import { isGermanFunctionWord } from '../answer-checking/german-function-words.ts';
import type { Language, SentenceHint } from '../answer-checking/types.ts';
import { checkWords, type WordVerdict } from './check-words.ts';

/**
 * Why a word answer is wrong, when the course can say: the sentence check's hints (umlauts,
 * capital letters, a typo), or a German noun written without its article.
 */
export type WordHint = SentenceHint | 'article';

export interface JudgeWordsOptions {
  language: Language;
  /** Verb inputs ignore a leading "to " (see `checkWords`). */
  verb?: boolean;
  /** English trainer answers ignore case. */
  caseInsensitive?: boolean;
}

export interface WordJudgement {
  readonly verdict: WordVerdict;
  /** Only on a wrong answer. */
  readonly hint?: WordHint;
}

const ARTICLE = /^(der|die|das)\s+(.+)$/i;

/** Endings that turn one form of a word into another (billig → billige, Tisch → Tische, geh → gehst). */
const GERMAN_ENDINGS = ['e', 'en', 'em', 'er', 'es', 'n', 's', 'st', 't', 'te'];
const ENGLISH_ENDINGS = ['s', 'es', 'd', 'ed'];

/**
 * Whether `written` is `expected` with an ending added or taken away: another real form of the
 * same word, so a one-letter slip to it is a grammar error, never a typo.
 *
 * @example
 * isOtherFormOf('billige', 'billig', 'de') // true
 * isOtherFormOf('Madchen', 'Mädchen', 'de') // false
 */
export function isOtherFormOf(written: string, expected: string, language: Language): boolean {
  const [a, b] = [written.toLowerCase(), expected.toLowerCase()];
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (short === long || !long.startsWith(short)) return false;
  const ending = long.slice(short.length);
  return (language === 'de' ? GERMAN_ENDINGS : ENGLISH_ENDINGS).includes(ending);
}

/**
 * The one check of a word answer (drills, tables, vocabulary trainers, Review): the word check,
 * which minds capital letters (Sie / sie is often the point), and for a wrong answer the hint
 * that says why when it can: the capital letters alone, the umlauts, a German noun's missing
 * article, or a typo, but never a typo when the slip makes another real form (dem for den,
 * billige for billig): that is a grammar error.
 *
 * @example
 * judgeWords('Küche', ['die Küche'], { language: 'de' }) // { verdict: 'incorrect', hint: 'article' }
 * judgeWords('sie', ['Sie'], { language: 'de' }) // { verdict: 'incorrect', hint: 'capitalisation' }
 * judgeWords('billige', ['billig'], { language: 'de' }) // { verdict: 'incorrect' }
 * judgeWords('Maedchen', ['Mädchen'], { language: 'de' }) // { verdict: 'incorrect', hint: 'umlaut' }
 */
export function judgeWords(
  value: string,
  accepted: readonly string[],
  options: JudgeWordsOptions,
): WordJudgement {
  const lower = (text: string) => (options.caseInsensitive ? text.toLowerCase() : text);
  const verdict = checkWords(lower(value), accepted.map(lower), options.verb ? { verb: true } : {});
  if (verdict !== 'incorrect') return { verdict };

  const answer = value.trim().replace(/\s+/g, ' ');
  if (options.language === 'de') {
    const nouns = accepted.flatMap((form) => ARTICLE.exec(form.trim())?.[2] ?? []);
    if (nouns.includes(answer)) return { verdict, hint: 'article' };
  }
  // The sentence check knows umlauts, case and typos; each accepted answer is one whole
  // alternative (a verb's also without its "to ").
  const alternatives = options.verb
    ? [...accepted, ...accepted.map((form) => form.replace(/^to\s+/i, ''))]
    : [...accepted];
  const expectedWords = alternatives.flatMap((form) => form.split(/[\s,]+/)).filter(Boolean);
  const isWordForm = (word: string) =>
    (options.language === 'de' && isGermanFunctionWord(word)) ||
    expectedWords.some((expected) => isOtherFormOf(word, expected, options.language));
  const near = checkSentence(value, [alternatives], { language: options.language, isWordForm });
  // The sentence check forgives the case of the first letter; the word check does not.
  if (near.correct) return { verdict, hint: 'capitalisation' };
  return near.hint ? { verdict, hint: near.hint } : { verdict };
}
