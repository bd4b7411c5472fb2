import { describe, expect, it } from 'vitest';
import { dictionaryTerm } from './dictionary-term.ts';

describe('dictionaryTerm', () => {
  it('shows a noun as root, plural add-on and article', () => {
    expect(
      dictionaryTerm({
        type: 'noun',
        germanRoot: 'Tisch',
        pluralAddOn: '-e',
        article: 'der',
        englishTransl: ['table'],
      }),
    ).toEqual({ term: 'Tisch, -e, der', translation: 'table' });
  });

  it('puts the singular add-on of an n-noun before the plural add-on', () => {
    expect(
      dictionaryTerm({
        type: 'noun',
        germanRoot: 'Student',
        singularAddOn: '-en',
        pluralAddOn: '-en',
        article: 'der',
        englishTransl: ['student'],
      }).term,
    ).toBe('Student, -en, -en, der');
  });

  it('leaves out missing noun parts', () => {
    expect(
      dictionaryTerm({ type: 'noun', germanRoot: 'Eltern', article: '', englishTransl: ['parents'] }).term,
    ).toBe('Eltern');
  });

  it('shows a pronoun with its further forms', () => {
    expect(
      dictionaryTerm({
        type: 'pronoun',
        germanRoot: 'dieser',
        furtherForms: 'diese, dieses',
        englishTransl: ['this'],
      }).term,
    ).toBe('dieser, diese, dieses');
  });

  it('shows a verb with its special features in parentheses and its past participle', () => {
    expect(
      dictionaryTerm({
        type: 'verb',
        germanRoot: 'helfen',
        specialFeature: ['i', '+dat.'],
        pParticiple: 'geholfen',
        englishTransl: ['to help'],
      }).term,
    ).toBe('helfen (i, +dat.), geholfen');
    expect(
      dictionaryTerm({
        type: 'verb',
        germanRoot: 'geben',
        specialFeature: 'i',
        pParticiple: 'gegeben',
        englishTransl: [],
      }).term,
    ).toBe('geben (i), gegeben');
    expect(
      dictionaryTerm({
        type: 'verb',
        germanRoot: 'machen',
        pParticiple: 'gemacht',
        englishTransl: ['to do', 'to make'],
      }),
    ).toEqual({ term: 'machen, gemacht', translation: 'to do, to make' });
  });

  it('shows a preposition with a space and its cases', () => {
    expect(
      dictionaryTerm({ type: 'preposition', germanRoot: 'mit', cases: '(+dat)', englishTransl: ['with'] })
        .term,
    ).toBe('mit (+dat)');
  });

  it('shows anything else as the root, with translations joined by ", "', () => {
    expect(dictionaryTerm({ type: 'adverb', germanRoot: 'heute', englishTransl: ['today'] })).toEqual({
      term: 'heute',
      translation: 'today',
    });
    expect(dictionaryTerm({ type: 'number', germanRoot: 'zwölf', englishTransl: ['twelve', '12'] })).toEqual({
      term: 'zwölf',
      translation: 'twelve, 12',
    });
  });
});
