import { describe, expect, it } from 'vitest';
import { definiteArticles } from './articles.ts';
import { derWordEndings, derWords, derWordTable } from './der-words.ts';

describe('der-words (chapters 7, 12 and 13)', () => {
  it('take the endings of the definite article, except -es in the neuter nominative and accusative', () => {
    for (const gender of ['masculine', 'feminine', 'neuter', 'plural'] as const) {
      definiteArticles[gender].forEach((article, caseIndex) => {
        const expected =
          gender === 'neuter' && caseIndex < 2 ? 'es' : article === 'die' ? 'e' : `e${article.at(-1) ?? ''}`;
        expect(derWordEndings[gender][caseIndex], `${gender} ${caseIndex}`).toBe(expected);
      });
    }
  });

  it('has the dieser table', () => {
    expect(derWordTable('dieser')).toEqual({
      masculine: ['dieser', 'diesen', 'diesem', 'dieses'],
      feminine: ['diese', 'diese', 'dieser', 'dieser'],
      neuter: ['dieses', 'dieses', 'diesem', 'dieses'],
      plural: ['diese', 'diese', 'diesen', 'dieser'],
    });
  });

  it('gives jeder no plural', () => {
    expect(derWordTable('jeder')).toEqual({
      masculine: ['jeder', 'jeden', 'jedem', 'jedes'],
      feminine: ['jede', 'jede', 'jeder', 'jeder'],
      neuter: ['jedes', 'jedes', 'jedem', 'jedes'],
    });
  });

  it('teaches welcher in chapter 7, dieser, jener, mancher, solcher in chapter 12 and jeder in chapter 13', () => {
    expect(derWords.map((word) => `${word.derWord} ${word.chapter}`)).toEqual([
      'dieser 12',
      'jener 12',
      'welcher 7',
      'mancher 12',
      'solcher 12',
      'jeder 13',
    ]);
    expect(derWordTable('welcher').plural?.[2]).toBe('welchen');
  });
});
