import { checkSentence } from '@grundlagen/core';
import { describe, expect, it } from 'vitest';
import { courseLexicon } from './course-lexicon.ts';

const check = (answer: string, translation: string, prompt: string) =>
  checkSentence(answer, translation, { language: 'de', lexicon: courseLexicon, prompt }).correct;

describe('trotzdem and dennoch after aber, where the prompt says but', () => {
  const prompt = 'It is cold, but we are going swimming.';
  const listed = 'Es ist kalt, aber wir gehen schwimmen.';

  it('accepts either in the clause after aber', () => {
    expect(check('Es ist kalt, aber wir gehen trotzdem schwimmen.', listed, prompt)).toBe(true);
    expect(check('Es ist kalt, aber wir gehen dennoch schwimmen.', listed, prompt)).toBe(true);
    // first after aber, with the verb before the subject
    expect(check('Es ist kalt, aber trotzdem gehen wir schwimmen.', listed, prompt)).toBe(true);
  });

  it('keeps them out of the first clause, a prompt without but, and a sentence without aber', () => {
    expect(check('Es ist trotzdem kalt, aber wir gehen schwimmen.', listed, prompt)).toBe(false);
    expect(
      check(
        'Es ist kalt, und wir gehen trotzdem schwimmen.',
        'Es ist kalt, und wir gehen schwimmen.',
        'It is cold and we are going swimming.',
      ),
    ).toBe(false);
    expect(check('Es ist kalt. Wir gehen trotzdem schwimmen.', listed, prompt)).toBe(false);
  });

  it('still rejects a slip beside the particle', () => {
    expect(check('Es ist kalt, aber wir gehen trotzdem schwimmt.', listed, prompt)).toBe(false);
    expect(check('Es ist kalt, aber trotzdem wir gehen schwimmen.', listed, prompt)).toBe(false);
  });
});
