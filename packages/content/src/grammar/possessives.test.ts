import { describe, expect, it } from 'vitest';
import { definiteArticles, indefiniteArticles } from './articles.ts';
import { einWordEndings, einWordTable, keinTable, possessiveAdjectives } from './possessives.ts';

describe('possessive adjectives and kein (chapter 4)', () => {
  it('take the endings of ein in the singular', () => {
    for (const gender of ['masculine', 'feminine', 'neuter'] as const) {
      expect(einWordEndings[gender].map((ending) => `ein${ending}`)).toEqual(indefiniteArticles[gender]);
    }
  });

  it('take the last letters of die, die, den, der in the plural', () => {
    expect(
      einWordEndings.plural.map((ending, index) => definiteArticles.plural[index]?.endsWith(ending)),
    ).toEqual([true, true, true, true]);
    expect(einWordEndings.plural.map((ending) => ending.at(0))).toEqual(['e', 'e', 'e', 'e']);
  });

  it('has the kein table', () => {
    expect(keinTable).toEqual({
      masculine: ['kein', 'keinen', 'keinem', 'keines'],
      feminine: ['keine', 'keine', 'keiner', 'keiner'],
      neuter: ['kein', 'kein', 'keinem', 'keines'],
      plural: ['keine', 'keine', 'keinen', 'keiner'],
    });
  });

  it('drops the e of euer before an ending, and keeps it in unser', () => {
    expect(einWordTable('euer')).toEqual({
      masculine: ['euer', 'euren', 'eurem', 'eures'],
      feminine: ['eure', 'eure', 'eurer', 'eurer'],
      neuter: ['euer', 'euer', 'eurem', 'eures'],
      plural: ['eure', 'eure', 'euren', 'eurer'],
    });
    expect(einWordTable('unser').masculine).toEqual(['unser', 'unseren', 'unserem', 'unseres']);
    expect(einWordTable('Ihr').plural).toEqual(['Ihre', 'Ihre', 'Ihren', 'Ihrer']);
  });

  it('has one possessive for each subject pronoun', () => {
    expect(possessiveAdjectives.map((row) => `${row.person}: ${row.possessive}`)).toEqual([
      'ich: mein',
      'du: dein',
      'er: sein',
      'sie: ihr',
      'es: sein',
      'wir: unser',
      'ihr: euer',
      'sie (pl.): ihr',
      'Sie: Ihr',
    ]);
  });
});
