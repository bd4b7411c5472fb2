import { describe, expect, it } from 'vitest';
import { checkSentence, closestAnswer } from './check-sentence.ts';
import type { WordDifference } from './closest-answer.ts';
import { carSynonyms, testLexicon, trainSynonyms } from '../test-support/test-lexicon.ts';

// Two synonym pairs of other genders, as the content package gives them; the sentences are this file's own.
const lexicon = testLexicon({ synonyms: [carSynonyms, trainSynonyms] });

const options = { language: 'de', lexicon } as const;

/** The closest answer to a wrong answer, with only the words that differ. */
function closestOf(answer: string, listed: string) {
  expect(checkSentence(answer, [listed], options).correct).toBe(false);
  const closest = closestAnswer(answer, [listed], options);
  return {
    answer: closest?.answer,
    distance: closest?.distance,
    changes: closest?.differences.filter((difference: WordDifference) => difference.kind !== 'same'),
  };
}

/** The shown answer is one the check accepts. */
function accepted(shown: string | undefined, listed: string): boolean {
  return shown !== undefined && checkSentence(shown, [listed], options).correct;
}

describe('the closest answer keeps the learner’s synonym', () => {
  it('with a wrong adjective ending: only the ending is marked', () => {
    const closest = closestOf('Wir haben einen neue Wagen gekauft.', 'Wir haben ein neues Auto gekauft.');
    expect(closest).toEqual({
      answer: 'Wir haben einen neuen Wagen gekauft.',
      distance: 0.5,
      changes: [{ kind: 'changed', written: 'neue', expected: 'neuen' }],
    });
    expect(accepted(closest.answer, 'Wir haben ein neues Auto gekauft.')).toBe(true);
  });

  it('with a wrong article: only the article is marked', () => {
    const closest = closestOf('Er kauft ein Wagen.', 'Er kauft ein Auto.');
    expect(closest).toEqual({
      answer: 'Er kauft einen Wagen.',
      distance: 1,
      changes: [{ kind: 'changed', written: 'ein', expected: 'einen' }],
    });
    expect(accepted(closest.answer, 'Er kauft ein Auto.')).toBe(true);
  });

  it('with a wrong case after a preposition: only the article is marked', () => {
    const bahn = closestOf('Wir fahren mit die Bahn nach Berlin.', 'Wir fahren mit dem Zug nach Berlin.');
    expect(bahn).toEqual({
      answer: 'Wir fahren mit der Bahn nach Berlin.',
      distance: 1,
      changes: [{ kind: 'changed', written: 'die', expected: 'der' }],
    });
    expect(accepted(bahn.answer, 'Wir fahren mit dem Zug nach Berlin.')).toBe(true);
    const wagen = closestOf('Ich fahre mit den Wagen zur Arbeit.', 'Ich fahre mit dem Auto zur Arbeit.');
    expect(wagen).toEqual({
      answer: 'Ich fahre mit dem Wagen zur Arbeit.',
      distance: 0.5,
      changes: [{ kind: 'changed', written: 'den', expected: 'dem' }],
    });
    expect(accepted(wagen.answer, 'Ich fahre mit dem Auto zur Arbeit.')).toBe(true);
  });

  it('in a reordered answer: the learner’s order and word, the slip alone marked', () => {
    const closest = closestOf('Einen neue Wagen haben wir gekauft.', 'Wir haben ein neues Auto gekauft.');
    expect(closest).toEqual({
      answer: 'Einen neuen Wagen haben wir gekauft.',
      distance: 0.5,
      changes: [{ kind: 'changed', written: 'neue', expected: 'neuen' }],
    });
    expect(accepted(closest.answer, 'Wir haben ein neues Auto gekauft.')).toBe(true);
  });

  it('leaves an answer without a synonym as it was', () => {
    expect(closestOf('Wir haben ein neue Auto gekauft.', 'Wir haben ein neues Auto gekauft.')).toEqual({
      answer: 'Wir haben ein neues Auto gekauft.',
      distance: 0.5,
      changes: [{ kind: 'changed', written: 'neue', expected: 'neues' }],
    });
    expect(closestOf('Unter den Bett schläft die Katze.', 'Die Katze schläft unter dem Bett.')).toEqual({
      answer: 'Unter dem Bett schläft die Katze.',
      distance: 0.5,
      changes: [{ kind: 'changed', written: 'den', expected: 'dem' }],
    });
  });

  it('shows the listed word without a lexicon, which says nothing of synonyms', () => {
    const closest = closestAnswer('Er kauft ein Wagen.', ['Er kauft ein Auto.'], { language: 'de' });
    expect(closest?.answer).toBe('Er kauft ein Auto.');
  });
});
