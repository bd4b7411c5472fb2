import { describe, expect, it } from 'vitest';
import { parseChapterNumber } from './chapter-number.ts';

describe('parseChapterNumber', () => {
  it('reads a ch={n} route segment', () => {
    expect(parseChapterNumber('ch=7')).toBe(7);
    expect(parseChapterNumber('/toc/ch=13')).toBe(13);
    expect(parseChapterNumber('/settings/ch=4')).toBe(4);
  });

  it('reads a /ch{n}/… path', () => {
    expect(parseChapterNumber('/ch7/drills/n_nouns_i')).toBe(7);
    expect(parseChapterNumber('/ch12')).toBe(12);
    expect(parseChapterNumber('ch3/word_order')).toBe(3);
  });

  it('defaults to 1 for chapter 14, 0 and anything not numeric', () => {
    expect(parseChapterNumber('/ch14')).toBe(1);
    expect(parseChapterNumber('ch=14')).toBe(1);
    expect(parseChapterNumber('ch=0')).toBe(1);
    expect(parseChapterNumber('ch=abc')).toBe(1);
    expect(parseChapterNumber('ch=3.5')).toBe(1);
    expect(parseChapterNumber('ch=-2')).toBe(1);
    expect(parseChapterNumber('/chapter3')).toBe(1);
    expect(parseChapterNumber('/ch3abc/x')).toBe(1);
  });

  it('defaults to 1 with no chapter in the path', () => {
    expect(parseChapterNumber('/')).toBe(1);
    expect(parseChapterNumber('/settings')).toBe(1);
    expect(parseChapterNumber('')).toBe(1);
    expect(parseChapterNumber(undefined)).toBe(1);
  });
});
