// Checks of English-to-German exercise sentences that several chapters make: the prompts after
// "you" and after nouns whose gender the English does not show, and the first combination of
// each translation accepted and written in taught German. Not part of the package's public entry.
import { expect } from 'vitest';
import { acceptedAnswers, checkSentence } from '@grundlagen/core';
import type { ExerciseSet } from '../sets/schema.ts';
import { isSpelledRight } from './german-speller.ts';
import { allAlternatives, firstAnswer, isPrompt, partText, wordsOf } from './sentence-parts.ts';

type Sentence = ExerciseSet['sentences'][number];

/** The prompts that may follow an English "you" or "your". */
const YOU_PROMPTS = ['formal', 'informal', 'informal, pl.'];

/**
 * Checks that every English "you" or "your" is followed by a prompt saying which you
 * (formal, informal, informal, pl.), and each noun of `genderPrompts` by its prompt (teacher → f.);
 * returns how many you-prompts there are, for a chapter to expect a least number.
 *
 * @example expect(expectYouPrompted(englishToGerman.sentences, { friend: 'f.' })).toBeGreaterThanOrEqual(3);
 */
export function expectYouPrompted(
  sentences: readonly Sentence[],
  genderPrompts: Readonly<Record<string, string>> = {},
): number {
  let prompts = 0;
  for (const sentence of sentences)
    sentence.main.forEach((part, index) => {
      const next = sentence.main[index + 1];
      const text = partText(part);
      if (/^(you|your)\b/i.test(text)) {
        expect(isPrompt(next), text).toBe(true);
        expect(YOU_PROMPTS).toContain(next === undefined ? '' : partText(next));
        prompts += 1;
      }
      const noun = /^[a-z]+/.exec(text)?.[0] ?? '';
      const prompt = Object.hasOwn(genderPrompts, noun) ? genderPrompts[noun] : undefined;
      if (prompt !== undefined) expect(next === undefined ? '' : partText(next), text).toBe(prompt);
    });
  return prompts;
}

/**
 * Checks that the check accepts the first combination of every English-to-German translation,
 * written as a sentence (capital first, full stop or question mark), and that its German is
 * taught: every alternative of the translation with `alternatives: 'every'`, every accepted answer
 * (up to 50) with `'accepted'`, else the first combination only; with `spelled`, every such word
 * also passes the spell checker. `untaughtAccepted` lists words accepted beside a taught one
 * (gerne beside gern).
 *
 * @example expectFirstGermanCombinationAccepted(englishToGerman.sentences, { isTaught, alternatives: 'every' });
 */
export function expectFirstGermanCombinationAccepted(
  sentences: readonly Sentence[],
  {
    isTaught,
    alternatives = 'first',
    untaughtAccepted = [],
    wordsIn = wordsOf,
    spelled = false,
  }: {
    isTaught: (word: string) => boolean;
    alternatives?: 'every' | 'accepted' | 'first';
    untaughtAccepted?: readonly string[];
    wordsIn?: (text: string) => string[];
    spelled?: boolean;
  },
): void {
  for (const sentence of sentences) {
    const first = firstAnswer(sentence.translation);
    expect(checkSentence(first, sentence.translation, { language: 'de' }).correct, first).toBe(true);
    expect(first, first).toMatch(/^[A-ZÄÖÜ].*[.?]$/);
    const texts =
      alternatives === 'every'
        ? allAlternatives(sentence.translation)
        : alternatives === 'accepted'
          ? [...acceptedAnswers(sentence.translation, { limit: 50 })]
          : [first];
    for (const text of texts)
      for (const word of wordsIn(text)) {
        if (!untaughtAccepted.includes(word)) expect(isTaught(word), word).toBe(true);
        if (spelled) expect(isSpelledRight(word), word).toBe(true);
      }
  }
}
