import { describe, expect, it } from 'vitest';
import { resolveWord } from './resolve-word.ts';

describe('resolveWord', () => {
  it('finds a headword taught by the chapter, and nothing from a later chapter', () => {
    expect(resolveWord({ lookup: 'arbeiten' }, 1)).toEqual({
      term: 'arbeiten, gearbeitet',
      transl: 'to work',
    });
    expect(resolveWord({ lookup: 'essen' }, 3)).toBeUndefined();
    expect(resolveWord({ lookup: 'essen' }, 4)?.term).toMatch(/^essen \(i\)/);
  });

  it('asks for the type where two entries share a headword (sein: to be, his)', () => {
    expect(resolveWord({ lookup: 'sein' }, 3)?.transl).toBe('to be');
    expect(resolveWord({ lookup: 'sein' }, 4)).toBeUndefined();
    expect(resolveWord({ lookup: 'sein', lookupType: 'verb' }, 4)?.transl).toBe('to be');
    expect(resolveWord({ lookup: 'sein', lookupType: 'possessive adjective' }, 4)?.transl).toMatch(/his/);
  });

  it('shows a word given inline without looking it up, and adds a second term', () => {
    expect(resolveWord({ term: 'Tisch, -e, der', transl: 'table', term2: 'der', transl2: 'the' }, 1)).toEqual(
      {
        term: 'Tisch, -e, der',
        transl: 'table',
        term2: 'der',
        transl2: 'the',
      },
    );
  });
});
