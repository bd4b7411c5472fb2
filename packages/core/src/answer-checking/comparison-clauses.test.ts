import { describe, expect, it } from 'vitest';
import { checkSentence } from './check-sentence.ts';
import type { CourseLexicon } from './course-lexicon.ts';
import type { Translation } from './types.ts';
import { declensionTables } from '../test-support/test-lexicon.ts';

// A few nouns with their plurals; the sentences are this file's own.
const lexicon: CourseLexicon = {
  german: {
    tables: declensionTables,
    synonyms: [],
    optionalParticles: [],
    nouns: [
      { noun: 'Kind', gender: 'neuter', plural: 'Kinder' },
      { noun: 'Lehrer', gender: 'masculine', plural: 'Lehrer' },
      { noun: 'Frau', gender: 'feminine', plural: 'Frauen' },
      { noun: 'Straße', gender: 'feminine', plural: 'Straßen' },
    ],
  },
  english: { paraphrases: [] },
};

const de = (answer: string, translation: Translation) =>
  checkSentence(answer, translation, { language: 'de', lexicon }).correct;

describe('a comparison with sein said again at its end', () => {
  it('accepts the form of sein that agrees with what is compared, in the main clause’s tense', () => {
    expect(
      de('Der Lehrer ist jünger als meine Kinder sind.', 'Der Lehrer ist jünger als meine Kinder.'),
    ).toBe(true);
    expect(de('Die Straße ist breiter als der Weg ist.', 'Die Straße ist breiter als der Weg.')).toBe(true);
    expect(de('Die Frau war so müde wie ihr Sohn war.', 'Die Frau war so müde wie ihr Sohn.')).toBe(true);
    expect(de('Köln ist genauso schön wie München ist.', 'Köln ist genauso schön wie München.')).toBe(true);
    expect(de('Ihr seid lauter als wir sind.', 'Ihr seid lauter als wir.')).toBe(true);
    expect(de('Die Frau ist größer als Paul und Lena sind.', 'Die Frau ist größer als Paul und Lena.')).toBe(
      true,
    );
  });
  it('rejects a form that does not agree, another tense, another verb or the verb elsewhere', () => {
    expect(de('Der Lehrer ist jünger als meine Kinder ist.', 'Der Lehrer ist jünger als meine Kinder.')).toBe(
      false,
    );
    expect(de('Die Straße ist breiter als der Weg sind.', 'Die Straße ist breiter als der Weg.')).toBe(false);
    expect(de('Die Frau war so müde wie ihr Sohn ist.', 'Die Frau war so müde wie ihr Sohn.')).toBe(false);
    expect(de('Ihr seid lauter als wir seid.', 'Ihr seid lauter als wir.')).toBe(false);
    expect(de('Die Frau ist größer als Paul und Lena ist.', 'Die Frau ist größer als Paul und Lena.')).toBe(
      false,
    );
    expect(de('Die Straße ist breiter als der Weg wird.', 'Die Straße ist breiter als der Weg.')).toBe(false);
    expect(de('Sie läuft schneller als ich laufe.', 'Sie läuft schneller als ich.')).toBe(false);
    expect(de('Sie läuft schneller als ich bin.', 'Sie läuft schneller als ich.')).toBe(false);
    expect(de('Die Straße ist breiter als ist der Weg.', 'Die Straße ist breiter als der Weg.')).toBe(false);
    // a case wrong after als stays wrong with the verb said again
    expect(de('Die Straße ist breiter als den Weg ist.', 'Die Straße ist breiter als der Weg.')).toBe(false);
  });
});
