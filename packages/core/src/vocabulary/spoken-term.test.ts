import { describe, expect, it } from 'vitest';
import { dictionaryTerm } from './dictionary-term.ts';
import { spokenTerm } from './spoken-term.ts';

describe('spokenTerm', () => {
  it('says a noun with its article first and without its add-ons', () => {
    expect(spokenTerm('Tisch, -e, der')).toBe('der Tisch');
    expect(spokenTerm('Buch, ⸚er, das')).toBe('das Buch');
    expect(spokenTerm('Apfel, ⸚, der')).toBe('der Apfel');
    expect(spokenTerm('Herr, -n, -en, der')).toBe('der Herr');
    expect(spokenTerm('Fleisch, das')).toBe('das Fleisch');
  });

  it('leaves out notes in parentheses', () => {
    expect(spokenTerm('Geschwister, die (pl.)')).toBe('die Geschwister');
    expect(spokenTerm('mit (+dat)')).toBe('mit');
    expect(spokenTerm('in (+acc / dat)')).toBe('in');
    expect(spokenTerm('fahren (ä), gefahren')).toBe('fahren, gefahren');
  });

  it('keeps the forms of verbs and pronouns, and a plain word as it is', () => {
    expect(spokenTerm('arbeiten, gearbeitet')).toBe('arbeiten, gearbeitet');
    expect(spokenTerm('dieser, diese, dieses')).toBe('dieser, diese, dieses');
    expect(spokenTerm('Eltern')).toBe('Eltern');
    expect(spokenTerm('die')).toBe('die');
  });

  it('reads what dictionaryTerm writes', () => {
    const term = dictionaryTerm({
      type: 'noun',
      germanRoot: 'Student',
      singularAddOn: '-en',
      pluralAddOn: '-en',
      article: 'der',
      englishTransl: ['student'],
    }).term;
    expect(spokenTerm(term)).toBe('der Student');
  });
});
