import { describe, expect, it } from 'vitest';
import { umlaut } from './umlaut.ts';

describe('umlaut', () => {
  it('puts the umlaut on the last a, o, u or au, past an unstressed -er, -el or -en', () => {
    expect(
      ['Vater', 'Haus', 'Fußball', 'Bahnhof', 'Apfel', 'Ofen', 'Garten', 'lauf', 'alt'].map(umlaut),
    ).toEqual(['Väter', 'Häus', 'Fußbäll', 'Bahnhöf', 'Äpfel', 'Öfen', 'Gärten', 'läuf', 'ält']);
  });
});
