import { describe, expect, it } from 'vitest';
import { arrangeChunks, wordOrderSentence } from './word-order.ts';

const chunks = [
  { id: 1, title: 'heute' },
  { id: 2, title: 'kocht' },
  { id: 3, title: 'Paul' },
  { id: 4, title: 'eine Suppe.' },
];

describe('arrangeChunks', () => {
  it('capitalises whichever chunk comes first and keeps the others as they stand mid-sentence', () => {
    expect(arrangeChunks(chunks, [1, 2, 3, 4], 4)).toEqual(['Heute', 'kocht', 'Paul', 'eine Suppe.']);
    expect(arrangeChunks(chunks, [3, 2, 1, 4], 4)).toEqual(['Paul', 'kocht', 'heute', 'eine Suppe.']);
  });

  it('puts the closing punctuation after the last chunk, wherever the chunks are', () => {
    expect(arrangeChunks(chunks, [4, 1, 2, 3], 4)).toEqual(['Eine Suppe', 'heute', 'kocht', 'Paul.']);
    expect(wordOrderSentence(chunks, [2, 4, 3, 1], 4)).toBe('Kocht eine Suppe Paul heute.');
  });

  it('keeps a comma inside the sentence and a question mark at the end', () => {
    const question = [
      { id: 1, title: 'ich koche die Suppe,' },
      { id: 2, title: 'und' },
      { id: 3, title: 'was' },
      { id: 4, title: 'kochst du?' },
    ];
    expect(wordOrderSentence(question, [1, 2, 3, 4], 4)).toBe('Ich koche die Suppe, und was kochst du?');
    expect(wordOrderSentence(question, [4, 2, 3, 1], 4)).toBe('Kochst du und was ich koche die Suppe?');
  });

  it('capitalises an umlaut and leaves a sentence without closing punctuation alone', () => {
    const umlaut = [
      { id: 1, title: 'über' },
      { id: 2, title: 'Sie' },
    ];
    expect(wordOrderSentence(umlaut, [1, 2], 2)).toBe('Über Sie');
    expect(wordOrderSentence(umlaut, [2, 1], 2)).toBe('Sie über');
  });
});
