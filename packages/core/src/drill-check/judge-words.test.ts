import { describe, expect, it } from 'vitest';
import { judgeReviewAnswer } from '../review/review-check.ts';
import { isOtherFormOf, judgeWords } from './judge-words.ts';

describe('judgeWords', () => {
  it('asks for the article of a noun written without it', () => {
    expect(judgeWords('Küche', ['die Küche'], { language: 'de' })).toEqual({
      verdict: 'incorrect',
      hint: 'article',
    });
    expect(judgeWords('die Küche', ['die Küche'], { language: 'de' })).toEqual({ verdict: 'correct' });
    // A wrong article is the grammar point: no hint.
    expect(judgeWords('der Küche', ['die Küche'], { language: 'de' })).toEqual({ verdict: 'incorrect' });
  });

  it('never calls a slip that makes another form of the word a typo', () => {
    expect(judgeWords('billige', ['billig'], { language: 'de' })).toEqual({ verdict: 'incorrect' });
    expect(judgeWords('Tische', ['Tisch'], { language: 'de' })).toEqual({ verdict: 'incorrect' });
    expect(judgeWords('dem', ['den'], { language: 'de' })).toEqual({ verdict: 'incorrect' });
    expect(judgeWords('bilig', ['billig'], { language: 'de' })).toEqual({
      verdict: 'incorrect',
      hint: 'typo',
    });
    expect(judgeWords('Maedchen', ['Mädchen'], { language: 'de' }).hint).toBe('umlaut');
    expect(judgeWords('Madchen', ['Mädchen'], { language: 'de' }).hint).toBe('typo');
  });

  it('minds capital letters everywhere, with the capitalisation hint', () => {
    expect(judgeWords('sie', ['Sie'], { language: 'de' })).toEqual({
      verdict: 'incorrect',
      hint: 'capitalisation',
    });
    expect(judgeWords('Ihn', ['ihn'], { language: 'de' })).toEqual({
      verdict: 'incorrect',
      hint: 'capitalisation',
    });
    expect(judgeWords('House', ['house'], { language: 'en', caseInsensitive: true })).toEqual({
      verdict: 'correct',
    });
  });

  it('is the rule of Review too: "Ihn" for ihn is a capitalisation slip, not right', () => {
    const check = { kind: 'words', accepted: ['ihn'], language: 'de' } as const;
    expect(judgeReviewAnswer('Ihn', check)).toEqual({ outcome: 'slip', hint: 'capitalisation' });
    expect(judgeReviewAnswer('ihn', check)).toEqual({ outcome: 'exact' });
  });
});

describe('isOtherFormOf', () => {
  it('knows an ending added or taken away', () => {
    expect(isOtherFormOf('billige', 'billig', 'de')).toBe(true);
    expect(isOtherFormOf('billig', 'billige', 'de')).toBe(true);
    expect(isOtherFormOf('Madchen', 'Mädchen', 'de')).toBe(false);
    expect(isOtherFormOf('walks', 'walk', 'en')).toBe(true);
  });
});
