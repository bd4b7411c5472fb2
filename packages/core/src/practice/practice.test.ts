import { describe, expect, it } from 'vitest';
import { checkWords } from '../drill-check/check-words.ts';
import { checkSentence } from '../answer-checking/check-sentence.ts';
import {
  offersSpecialCharacters,
  practiceGoalReached,
  PRACTICE_GOAL,
  testPassed,
  VOCABULARY_TEST_SIZE,
} from './goals.ts';
import { inputLengthLimit, inputWidth } from './input-length.ts';
import { decodeWordOrder, encodeWordOrder } from './word-order.ts';

describe('inputLengthLimit', () => {
  it('gives a translation its longest accepted answer, room for punctuation, plus 1', () => {
    expect(inputLengthLimit({ translation: ['I am', ['very', ''], 'tired.'] })).toBe(21);
    // The sentence check ignores punctuation: a comma the course does not write is still right.
    const translation = ['On the first of May we are going hiking with our friends.'];
    const withCommas = 'On the first of May, we are going hiking, with our friends!';
    expect(checkSentence(withCommas, translation, { language: 'en' }).correct).toBe(true);
    expect(withCommas.length).toBeLessThan(inputLengthLimit({ translation }));
  });

  it('gives a word input room for every answer the word check takes', () => {
    const words = ['du', 'Sie', 'ihr'];
    const limit = inputLengthLimit({ words });
    for (const word of words) expect(word.length).toBeLessThan(limit);
    // Each word of an answer among the accepted ones is right, so all of them together are too.
    expect(checkWords('du, Sie, ihr', words)).toBe('correct');
    expect('du, Sie, ihr'.length).toBeLessThan(limit);
    expect(inputLengthLimit({ words: ['darfst'] })).toBe(7);
  });

  it('leaves a verb room for the "to " that the word check accepts', () => {
    const limit = inputLengthLimit({ words: ['work'], verb: true });
    expect('to work'.length).toBeLessThan(limit);
    expect(checkWords('to work', ['work'], { verb: true })).toBe('correct');
  });

  it('gives a sentence input room for its longest sentence, not for its sentences together', () => {
    const joined = 'Anna lernt viel, weil sie morgen eine Prüfung hat.';
    expect(inputLengthLimit({ words: [joined, joined.slice(0, -1)] })).toBe(joined.length + 1);
  });

  it('gives an input without answers room for one character', () => {
    expect(inputLengthLimit({ words: [] })).toBe(1);
  });
});

describe('inputWidth', () => {
  it('gives a word a word-sized input and a sentence the row', () => {
    expect(inputWidth({ words: ['der', 'die'] })).toEqual({ characters: 3, sentence: false });
    const joined = 'Anna lernt viel, weil sie morgen eine Prüfung hat.';
    expect(inputWidth({ words: [joined, joined.slice(0, -1)] })).toEqual({
      characters: joined.length,
      sentence: true,
    });
    expect(inputWidth({ words: ['Ich muss heute arbeiten.'] }).sentence).toBe(true);
    expect(inputWidth({ words: ['bin gegangen'] }).sentence).toBe(false);
  });

  it('makes room for a verb\'s "to "', () => {
    expect(inputWidth({ words: ['work'], verb: true }).characters).toBe('to work'.length);
  });
});

describe('word-order answers', () => {
  it('round-trips an order through the stored text', () => {
    expect(decodeWordOrder(encodeWordOrder([3, 1, 2]), [1, 2, 3])).toEqual([3, 1, 2]);
  });

  it('starts from the jumble when nothing or a broken order was stored', () => {
    expect(decodeWordOrder(undefined, [2, 3, 1])).toEqual([2, 3, 1]);
    expect(decodeWordOrder(' ', [2, 3, 1])).toEqual([2, 3, 1]);
    expect(decodeWordOrder('1,1,2', [1, 2, 3])).toEqual([1, 2, 3]);
    expect(decodeWordOrder('1,2', [1, 2, 3])).toEqual([1, 2, 3]);
    expect(decodeWordOrder('1,2,x', [1, 2, 3])).toEqual([1, 2, 3]);
  });
});

describe('practice goals', () => {
  it('passes a test only when every answer is right', () => {
    const all = Array.from({ length: VOCABULARY_TEST_SIZE }, () => 'correct' as const);
    expect(testPassed(all)).toBe(true);
    expect(testPassed([...all.slice(1), 'incorrect'])).toBe(false);
    expect(testPassed([...all.slice(1), null])).toBe(false);
    expect(testPassed([])).toBe(false);
  });

  it('counts random practice as done at the goal', () => {
    expect(practiceGoalReached(PRACTICE_GOAL - 1)).toBe(false);
    expect(practiceGoalReached(PRACTICE_GOAL)).toBe(true);
  });

  it('offers special characters for German answers, and for English ones before chapter 4', () => {
    expect(offersSpecialCharacters({ chapter: 1, answerLanguage: 'en' })).toBe(true);
    expect(offersSpecialCharacters({ chapter: 3, answerLanguage: 'en' })).toBe(true);
    expect(offersSpecialCharacters({ chapter: 4, answerLanguage: 'en' })).toBe(false);
    expect(offersSpecialCharacters({ chapter: 12, answerLanguage: 'de' })).toBe(true);
  });
});
