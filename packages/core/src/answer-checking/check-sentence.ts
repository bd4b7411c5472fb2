import { compileTranslation, type CompiledTranslation } from './compile-translation.ts';
import type { ClosestAnswer } from './closest-answer.ts';
import type { CourseLexicon } from './course-lexicon.ts';
import type { CheckSentenceOptions, Language, SentenceCheck, Segment, Translation } from './types.ts';

// Course content is loaded once and never changed, so a segment list's compiled matcher can
// live as long as the list itself. Plain strings compile in a moment and are not cached.
// The lexicon and the prompt change how English alternatives compile (their paraphrases), so they
// are part of the key.
const compiledSegmentLists = new WeakMap<
  readonly Segment[],
  Map<CourseLexicon | undefined, Map<string | undefined, Partial<Record<Language, CompiledTranslation>>>>
>();

function compiledFor(
  translation: Translation,
  language: Language,
  lexicon: CourseLexicon | undefined,
  prompt: string | undefined,
): CompiledTranslation {
  // only English compiles with the prompt (paraphrase conditions); German reads it per check
  const key = language === 'en' && lexicon !== undefined ? prompt : undefined;
  if (typeof translation === 'string') return compileTranslation(translation, language, lexicon, key);
  let byLexicon = compiledSegmentLists.get(translation);
  if (byLexicon === undefined) {
    byLexicon = new Map();
    compiledSegmentLists.set(translation, byLexicon);
  }
  let byPrompt = byLexicon.get(lexicon);
  if (byPrompt === undefined) {
    byPrompt = new Map();
    byLexicon.set(lexicon, byPrompt);
  }
  let byLanguage = byPrompt.get(key);
  if (byLanguage === undefined) {
    byLanguage = {};
    byPrompt.set(key, byLanguage);
  }
  return (byLanguage[language] ??= compileTranslation(translation, language, lexicon, key));
}

/**
 * The whole-sentence check of translation exercises (docs/product/checking.md "Translation exercises: the whole-sentence check"). Punctuation and extra
 * white space are ignored on both sides; English answers ignore case, German answers ignore
 * only the case of the sentence's first letter. A correct answer scores 100, anything else 0.
 *
 * A wrong answer that is a near miss gets one hint, in this order: `umlaut` when it matches
 * with ä, ö, ü, ß written as ae, oe, ue, ss; `capitalisation` (German) when only case is wrong;
 * `typo` when one letter inside one word is inserted, missing, wrong or swapped with its
 * neighbour, and the learner's word is not itself a word form (den for dem is a grammar error:
 * no hint). An empty answer is wrong, without a hint.
 *
 * The compiled matcher of a segment list is cached for the list's lifetime, so the list must
 * not be changed after its first check.
 *
 * @example
 * const translation = ['Das ist das Radio', ['des Lehrers', 'meines Lehrers']];
 * checkSentence('das ist das Radio des Lehrers.', translation, { language: 'de' })
 * // { correct: true, score: 100 }
 * checkSentence('Das ist das radio des Lehrers', translation, { language: 'de' })
 * // { correct: false, score: 0, hint: 'capitalisation' }
 * checkSentence('Das ist das Radio des Lehrres', translation, { language: 'de' })
 * // { correct: false, score: 0, hint: 'typo' }
 * checkSentence('Das ist das Radio dem Lehrers', translation, { language: 'de' })
 * // { correct: false, score: 0 }: "dem" is a real form, so the slip is grammar, not a typo
 */
export function checkSentence(
  answer: string,
  translation: Translation,
  options: CheckSentenceOptions,
): SentenceCheck {
  return compiledFor(translation, options.language, options.lexicon, options.prompt).check(answer, options);
}

/**
 * The accepted answer closest to a wrong answer and where the two differ, word by word (a word
 * changed, added or left out), found on the compiled segments without listing combinations.
 * Undefined for a blank answer.
 *
 * @example
 * closestAnswer('Ich gebe den Kind den Ball', ['Ich gebe', ['dem Kind den Ball', 'den Ball dem Kind']], { language: 'de' })
 * // { answer: 'Ich gebe dem Kind den Ball', distance: 0.5,
 * //   differences: [same Ich, same gebe, changed den → dem, same Kind, same den, same Ball] }
 */
export function closestAnswer(
  answer: string,
  translation: Translation,
  options: Pick<CheckSentenceOptions, 'language' | 'lexicon' | 'prompt'>,
): ClosestAnswer | undefined {
  return compiledFor(translation, options.language, options.lexicon, options.prompt).closest(answer, options);
}
