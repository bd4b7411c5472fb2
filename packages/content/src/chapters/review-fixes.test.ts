import { acceptedAnswers } from '@grundlagen/core';
import { describe, expect, it } from 'vitest';
import { germanToEnglish as ch5ToEnglish } from './ch05/exercises/german-to-english.ts';
import { germanToEnglish as ch8ToEnglish } from './ch08/exercises/german-to-english.ts';
import { germanToEnglish as ch13ToEnglish } from './ch13/exercises/german-to-english.ts';

// Faults a blind review found in the accepted answers.
describe('accepted answers after a fronted time word', () => {
  it('keep the capital of a name and of I', () => {
    for (const set of [ch8ToEnglish, ch13ToEnglish])
      for (const sentence of set.sentences)
        for (const answer of acceptedAnswers(sentence.translation, { limit: 5000 })) {
          expect(answer, answer).not.toMatch(/\b(i|paul|anna|lena)\b/);
        }
  });
});

describe('chapter 5: Nach dem Essen', () => {
  it('accepts after dinner and after lunch', () => {
    const sentence = ch5ToEnglish.sentences.find((s) => JSON.stringify(s.main).includes('Essen'));
    const answers = [...acceptedAnswers(sentence?.translation ?? '', { limit: 5000 })];
    expect(answers).toContain('After dinner we walk home through the park.');
    expect(answers).toContain('After lunch we walk home through the park.');
  });
});
