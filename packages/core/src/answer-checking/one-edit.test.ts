import { describe, expect, it } from 'vitest';
import { isOneEdit } from './one-edit.ts';

describe('isOneEdit', () => {
  it('accepts one inserted, missing or replaced letter anywhere in the word', () => {
    expect(isOneEdit('Lehrerss', 'Lehrers')).toBe(true);
    expect(isOneEdit('xLehrers', 'Lehrers')).toBe(true);
    expect(isOneEdit('Lehrer', 'Lehrers')).toBe(true);
    expect(isOneEdit('ehrers', 'Lehrers')).toBe(true);
    expect(isOneEdit('Lehrars', 'Lehrers')).toBe(true);
    expect(isOneEdit('Mann', 'Mund')).toBe(false);
  });

  it('accepts two neighbouring letters swapped, but not letters further apart', () => {
    expect(isOneEdit('Lehrres', 'Lehrers')).toBe(true);
    expect(isOneEdit('eLhrers', 'Lehrers')).toBe(true);
    expect(isOneEdit('Lsrereh', 'Lehrers')).toBe(false);
  });

  it('does not count an equal word, or words two edits apart', () => {
    expect(isOneEdit('Lehrers', 'Lehrers')).toBe(false);
    expect(isOneEdit('Lehr', 'Lehrers')).toBe(false);
    expect(isOneEdit('Lerhres', 'Lehrers')).toBe(false);
    expect(isOneEdit('Maedchen', 'Mädchen')).toBe(false);
  });

  it('counts a character outside the Basic Multilingual Plane as one letter', () => {
    expect(isOneEdit('a😀b', 'ab')).toBe(true);
    expect(isOneEdit('a😀b', 'a😃b')).toBe(true);
  });
});
