import { describe, expect, it } from 'vitest';
import { parseChapterNumber } from './chapter-number.ts';

describe('parseChapterNumber', () => {
  it('reads a ch={n} route segment', () => {
    expect(parseChapterNumber('ch=7', 13)).toBe(7);
    expect(parseChapterNumber('/toc/ch=13', 13)).toBe(13);
    expect(parseChapterNumber('/settings/ch=4', 13)).toBe(4);
  });

  it('reads a /ch{n}/… path', () => {
    expect(parseChapterNumber('/ch7/drills/n_nouns_i', 13)).toBe(7);
    expect(parseChapterNumber('/ch12', 13)).toBe(12);
    expect(parseChapterNumber('ch3/word_order', 13)).toBe(3);
  });

  it('defaults to 1 for chapter 14, 0 and anything not numeric', () => {
    expect(parseChapterNumber('/ch14', 13)).toBe(1);
    expect(parseChapterNumber('ch=14', 13)).toBe(1);
    expect(parseChapterNumber('ch=0', 13)).toBe(1);
    expect(parseChapterNumber('ch=abc', 13)).toBe(1);
    expect(parseChapterNumber('ch=3.5', 13)).toBe(1);
    expect(parseChapterNumber('ch=-2', 13)).toBe(1);
    expect(parseChapterNumber('/chapter3', 13)).toBe(1);
    expect(parseChapterNumber('/ch3abc/x', 13)).toBe(1);
  });

  it('defaults to 1 with no chapter in the path', () => {
    expect(parseChapterNumber('/', 13)).toBe(1);
    expect(parseChapterNumber('/settings', 13)).toBe(1);
    expect(parseChapterNumber('', 13)).toBe(1);
    expect(parseChapterNumber(undefined, 13)).toBe(1);
  });
});
