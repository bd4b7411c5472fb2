import { describe, expect, it } from 'vitest';
import {
  addCode,
  isProgressCode,
  parseCompletedList,
  removeCode,
  serializeCompletedList,
} from './progress-codes.ts';

describe('isProgressCode', () => {
  it('accepts chapter + section letter + abbreviation, as the catalogue writes them', () => {
    for (const code of [
      '1nsp',
      '2dda',
      '4ege',
      '4eeg',
      '2xcc',
      '11ddc2',
      '10dtc2',
      '13nm',
      '7dn2',
      '1nq',
      '9d2c',
    ]) {
      expect(isProgressCode(code, 13), code).toBe(true);
    }
  });

  it('rejects chapter 0 and 14, unknown section letters and missing abbreviations', () => {
    for (const code of ['0nsp', '14nsp', '1zsp', '1n', 'nsp', '', '1NSP', '1n-2', ' 1nsp', '1nsp,']) {
      expect(isProgressCode(code, 13), code).toBe(false);
    }
  });
});

describe('parseCompletedList and serializeCompletedList', () => {
  it('reads a comma list, trimming and dropping empties, duplicates and junk', () => {
    expect(parseCompletedList('1nsp, 2dda,,1nsp,hello, 4dkn ', 13)).toEqual(['1nsp', '2dda', '4dkn']);
  });

  it('reads a missing list as empty', () => {
    expect(parseCompletedList(null, 13)).toEqual([]);
    expect(parseCompletedList(undefined, 13)).toEqual([]);
    expect(parseCompletedList('', 13)).toEqual([]);
  });

  it('writes the full list comma-joined, without duplicates, and round-trips', () => {
    const list = serializeCompletedList(['1nsp', '2dda', '1nsp']);
    expect(list).toBe('1nsp,2dda');
    expect(parseCompletedList(list, 13)).toEqual(['1nsp', '2dda']);
  });
});

describe('addCode and removeCode', () => {
  it('adds a new code at the end', () => {
    expect(addCode(['1nsp'], '1dsp')).toEqual(['1nsp', '1dsp']);
  });

  it('ignores an empty code and a code already present', () => {
    expect(addCode(['1nsp'], '')).toEqual(['1nsp']);
    expect(addCode(['1nsp'], '1nsp')).toEqual(['1nsp']);
  });

  it('removes duplicates while adding', () => {
    expect(addCode(['1nsp', '1nsp', '2dda'], '3dwo')).toEqual(['1nsp', '2dda', '3dwo']);
  });

  it('removes a code and leaves the others in order', () => {
    expect(removeCode(['1nsp', '4dkn', '2dda'], '4dkn')).toEqual(['1nsp', '2dda']);
    expect(removeCode(['1nsp'], '4dkn')).toEqual(['1nsp']);
  });

  it('does not change the list it was given', () => {
    const codes = ['1nsp'];
    addCode(codes, '2dda');
    removeCode(codes, '1nsp');
    expect(codes).toEqual(['1nsp']);
  });
});
