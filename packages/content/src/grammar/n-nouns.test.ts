import { describe, expect, it } from 'vitest';
import { expectedNNounPlural, nNounForms } from './n-nouns.ts';

describe('n-nouns (chapter 7)', () => {
  it('adds -en outside the nominative singular: der Student, den/dem/des Studenten', () => {
    expect(nNounForms({ germanRoot: 'Student', singularAddOn: '-en', germanPl: 'Studenten' })).toEqual({
      singular: ['Student', 'Studenten', 'Studenten', 'Studenten'],
      plural: ['Studenten', 'Studenten', 'Studenten', 'Studenten'],
    });
  });

  it('adds -n to Herr, whose plural is Herren', () => {
    expect(nNounForms({ germanRoot: 'Herr', singularAddOn: '-n', germanPl: 'Herren' })).toEqual({
      singular: ['Herr', 'Herrn', 'Herrn', 'Herrn'],
      plural: ['Herren', 'Herren', 'Herren', 'Herren'],
    });
    expect(expectedNNounPlural({ germanRoot: 'Herr', singularAddOn: '-n' })).toBe('Herren');
  });

  it('adds -n after -e, and -ns in the genitive of Name', () => {
    expect(nNounForms({ germanRoot: 'Junge', singularAddOn: '-n' }).singular).toEqual([
      'Junge',
      'Jungen',
      'Jungen',
      'Jungen',
    ]);
    expect(nNounForms({ germanRoot: 'Name', singularAddOn: '-n' }).singular[3]).toBe('Namens');
    expect(expectedNNounPlural({ germanRoot: 'Kollege', singularAddOn: '-n' })).toBe('Kollegen');
  });
});
