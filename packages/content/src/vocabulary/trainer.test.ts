// What the vocabulary trainers ask must have one answer: the to_german page and the test show an
// entry's English (englishTransl joined) and accept its German, so two entries of one chapter with
// the same English would make a right answer wrong; the to_english page shows the dictionary term.
import { describe, expect, it } from 'vitest';
import { dictionaryTerm } from '@grundlagen/core';
import { vocabularyEntries } from './index.ts';

function repeated(keys: readonly string[]): string[] {
  return [...new Set(keys.filter((key, index) => keys.indexOf(key) !== index))];
}

describe('vocabulary trainer prompts', () => {
  const chapters = [...new Set(vocabularyEntries().map((entry) => entry.chapter))];

  it.each(chapters)('chapter %i asks each English prompt of one German word only', (chapter) => {
    const prompts = vocabularyEntries()
      .filter((entry) => entry.chapter === chapter)
      .map(({ entry }) => entry.englishTransl.join(', ').toLowerCase());
    expect(repeated(prompts)).toEqual([]);
  });

  it.each(chapters)('chapter %i shows each German dictionary term once', (chapter) => {
    const terms = vocabularyEntries()
      .filter((entry) => entry.chapter === chapter)
      .map(({ entry }) => dictionaryTerm(entry).term);
    expect(repeated(terms)).toEqual([]);
  });
});
