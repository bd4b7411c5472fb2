import { describe, expect, it } from 'vitest';
import { checkWords } from './check-words.ts';

describe('checkWords', () => {
  it('gives no verdict for an empty or blank answer', () => {
    expect(checkWords('', ['du'])).toBeNull();
    expect(checkWords('   ', ['du'])).toBeNull();
  });

  it('accepts an answer equal to an accepted answer, ignoring surrounding white space', () => {
    expect(checkWords('  Sie ', ['Sie'])).toBe('correct');
    expect(checkWords('des Lehrers', ['des Lehrers'])).toBe('correct');
  });

  it('is case-sensitive, because Sie and sie are different answers', () => {
    expect(checkWords('sie', ['Sie'])).toBe('incorrect');
  });

  it('accepts several words when every word is accepted', () => {
    expect(checkWords('sie, Sie', ['sie', 'Sie'])).toBe('correct');
    expect(checkWords('sie Sie', ['sie', 'Sie'])).toBe('correct');
  });

  it('rejects a repeated word even when the word is accepted', () => {
    expect(checkWords('du, du', ['du'])).toBe('incorrect');
    expect(checkWords('du du', ['du', 'ihr'])).toBe('incorrect');
  });

  it('rejects an answer with any word that is not accepted', () => {
    expect(checkWords('du, er', ['du', 'ihr'])).toBe('incorrect');
    expect(checkWords('ihr', ['du'])).toBe('incorrect');
  });

  it('ignores a leading "to " on both sides for verb inputs', () => {
    expect(checkWords('to work', ['work'], { verb: true })).toBe('correct');
    expect(checkWords('work', ['to work'], { verb: true })).toBe('correct');
    expect(checkWords('to work, to play', ['to work', 'to play'], { verb: true })).toBe('correct');
  });

  it('keeps "to " for inputs that are not verbs', () => {
    expect(checkWords('to work', ['work'])).toBe('incorrect');
  });
});
