import { describe, expect, it } from 'vitest';
import {
  definiteArticles,
  endingsAfterDefinite,
  endingsAfterIndefinite,
  indefiniteArticles,
} from './articles.ts';

describe('article and ending tables', () => {
  it('has the definite article table of chapter 2', () => {
    expect(
      [0, 1, 2, 3].map((row) =>
        ['masculine', 'feminine', 'neuter', 'plural'].map(
          (gender) => definiteArticles[gender as 'masculine'][row],
        ),
      ),
    ).toEqual([
      ['der', 'die', 'das', 'die'],
      ['den', 'die', 'das', 'die'],
      ['dem', 'der', 'dem', 'den'],
      ['des', 'der', 'des', 'der'],
    ]);
  });

  it('has the indefinite article table of chapter 2', () => {
    expect(indefiniteArticles).toEqual({
      masculine: ['ein', 'einen', 'einem', 'eines'],
      feminine: ['eine', 'eine', 'einer', 'einer'],
      neuter: ['ein', 'ein', 'einem', 'eines'],
    });
  });

  it('uses -e only in the five weak singular slots and -en elsewhere', () => {
    const eSlots = Object.values(endingsAfterDefinite)
      .flat()
      .filter((ending) => ending === 'e').length;
    expect(eSlots).toBe(5);
    expect(endingsAfterIndefinite.masculine[0]).toBe('er');
    expect(endingsAfterIndefinite.neuter.slice(0, 2)).toEqual(['es', 'es']);
  });
});
