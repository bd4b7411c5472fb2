import { describe, expect, it } from 'vitest';
import { keyTarget } from './keyboard-move.ts';

describe('keyTarget', () => {
  it('moves one place with the arrow keys, stopping at the ends', () => {
    expect(keyTarget('ArrowLeft', 2, 4)).toBe(1);
    expect(keyTarget('ArrowUp', 2, 4)).toBe(1);
    expect(keyTarget('ArrowRight', 2, 4)).toBe(3);
    expect(keyTarget('ArrowDown', 2, 4)).toBe(3);
    expect(keyTarget('ArrowLeft', 0, 4)).toBe(0);
    expect(keyTarget('ArrowRight', 4, 4)).toBe(4);
  });

  it('goes to the ends with Home and End, and ignores other keys', () => {
    expect(keyTarget('Home', 3, 4)).toBe(0);
    expect(keyTarget('End', 1, 4)).toBe(4);
    expect(keyTarget('Escape', 1, 4)).toBeNull();
    expect(keyTarget('a', 1, 4)).toBeNull();
  });
});
