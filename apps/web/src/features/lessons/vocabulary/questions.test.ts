import { describe, expect, it } from 'vitest';
import { dictionaryTerm } from '@grundlagen/core';
import { vocabularyEntries } from '@grundlagen/content';
import { isNoun, toGerman, verdict } from './questions.ts';

const nouns = vocabularyEntries().flatMap(({ chapter, entry }) =>
  isNoun(entry) && (entry.onlyPlural || entry.onlySing)
    ? [{ name: `ch${chapter} ${entry.germanRoot}`, entry }]
    : [],
);

describe('the vocabulary test asks what the goal list shows', () => {
  it('has plural-only and singular-only nouns to check', () => {
    expect(nouns.some(({ entry }) => entry.onlyPlural)).toBe(true);
    expect(nouns.some(({ entry }) => entry.onlySing)).toBe(true);
  });

  it.each(nouns)('$name', ({ entry }) => {
    const { term } = dictionaryTerm(entry);
    const question = toGerman(entry, 0);
    const shown = question.answers[0] ?? '';
    // The shown answer is made of the goal list's words: the noun, and its article only if listed.
    const listed = term.split(/,\s*/);
    for (const word of shown.split(' ')) expect(listed, `${shown} against "${term}"`).toContain(word);
    // Typing the noun as the goal list shows it is right.
    const typed = entry.article ? `${entry.article} ${entry.germanRoot}` : entry.germanRoot;
    expect(verdict(question, typed)).toBe('correct');
  });

  it('takes Eltern as listed, and die Eltern too', () => {
    const eltern = vocabularyEntries().find(({ entry }) => entry.germanRoot === 'Eltern')?.entry;
    if (!eltern) throw new Error('no Eltern');
    const question = toGerman(eltern, 0);
    expect(question.answers[0]).toBe('Eltern');
    expect(verdict(question, 'Eltern')).toBe('correct');
    expect(verdict(question, 'die Eltern')).toBe('correct');
    expect(verdict(question, 'der Eltern')).not.toBe('correct');
  });
});
