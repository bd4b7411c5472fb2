import { describe, expect, it } from 'vitest';
import type { ExerciseSet } from '../sets/schema.ts';
import { germanToEnglish as chapter8 } from './ch08/exercises/german-to-english.ts';
import { germanToEnglish as chapter13 } from './ch13/exercises/german-to-english.ts';
import { afterFrontedTime, withTime } from './with-time.ts';

/** Words English writes with a capital inside a sentence: I, the course's names, days, TV. */
const CAPITAL_INSIDE =
  /^(I|I'm|I've|I'd|I'll|Paul|Lena|Anna|Jonas|Mr|Mrs|Ms|Berlin|Hamburg|Munich|Germany|German|English|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|[A-Z]{2,})$/;

/** Every whole-sentence alternative of a set's translations. */
function alternatives(set: ExerciseSet): string[] {
  return set.sentences.flatMap((sentence) =>
    typeof sentence.translation === 'string'
      ? [sentence.translation]
      : sentence.translation.flatMap((segment) => (typeof segment === 'string' ? [segment] : [...segment])),
  );
}

describe('withTime', () => {
  it('lower-cases any opening word after a fronted time word, not only the listed ones', () => {
    expect(withTime(['yesterday'], ['There was a storm'])[0]).toContain('Yesterday there was a storm.');
    for (const clause of [
      'These shoes were cheap',
      'Everyone came',
      'Nobody called',
      'Some stayed',
      'Its door broke',
    ])
      expect(afterFrontedTime(clause)).toBe(clause.charAt(0).toLowerCase() + clause.slice(1));
  });

  it('keeps the capital of I and of a name', () => {
    for (const clause of ['I went home', "I'm tired", "I've eaten", 'Paul stayed at home', 'Berlin was cold'])
      expect(afterFrontedTime(clause)).toBe(clause);
  });

  it.each([
    ['chapter 8', chapter8],
    ['chapter 13', chapter13],
  ])('no accepted answer of %s has a capitalised common word inside a sentence', (_, set) => {
    const wrong = alternatives(set as ExerciseSet).flatMap((text) =>
      text
        .split(/(?<=[.!?])\s+/)
        .flatMap((sentence) => sentence.split(/\s+/).slice(1))
        .map((word) => word.replace(/[.,!?;:]+$/, ''))
        .filter((word) => /^[A-Z]/.test(word) && !CAPITAL_INSIDE.test(word))
        .map((word) => `${word} in "${text}"`),
    );
    expect(wrong).toEqual([]);
  });
});
