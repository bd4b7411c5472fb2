import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { vocabularyEntrySchema, type VocabularyEntry } from '../../vocabulary/schema.ts';
import { vocabulary as chapter1Vocabulary } from '../ch01/vocabulary.ts';
import { vocabulary } from './vocabulary.ts';

const entries: VocabularyEntry[] = vocabulary;
const nouns = entries.flatMap((entry) => (entry.type === 'noun' ? [entry] : []));

/** The root with its last a, o, u or au umlauted (Haus → Häus, Bahnhof → Bahnhöf, Apfel → Äpfel). */
function umlauted(root: string): string {
  const match = /(au|Au|a|o|u|A|O|U)([^aeiouäöüAEIOUÄÖÜ]*)$/.exec(root.replace(/e[^aeiouäöü]*$/, ''));
  if (!match) return root;
  const umlaut: Record<string, string> = {
    au: 'äu',
    Au: 'Äu',
    a: 'ä',
    o: 'ö',
    u: 'ü',
    A: 'Ä',
    O: 'Ö',
    U: 'Ü',
  };
  const vowel = match[1] ?? '';
  const at = match.index;
  return root.slice(0, at) + (umlaut[vowel] ?? vowel) + root.slice(at + vowel.length);
}

/** The plural a dictionary add-on gives. */
function pluralOf(root: string, addOn: string): string {
  switch (addOn) {
    case '-':
      return root;
    case '⸚':
      return umlauted(root);
    case '⸚e':
    case '⸚er':
      return umlauted(root) + addOn.slice(1);
    default:
      return root + addOn.slice(1);
  }
}

describe('Chapter 2 vocabulary', () => {
  it('parses and has 55 to 70 entries', () => {
    expect(z.array(vocabularyEntrySchema).safeParse(vocabulary).success).toBe(true);
    expect(entries.length).toBeGreaterThanOrEqual(55);
    expect(entries.length).toBeLessThanOrEqual(70);
  });

  it('repeats no word of its own or of chapter 1', () => {
    const roots = entries.map((entry) => entry.germanRoot);
    expect(new Set(roots).size).toBe(roots.length);
    const chapter1 = new Set(chapter1Vocabulary.map((entry) => entry.germanRoot));
    expect(roots.filter((root) => chapter1.has(root))).toEqual([]);
  });

  it('is mostly nouns, in all three genders and every plural type', () => {
    expect(nouns.length).toBeGreaterThan(entries.length / 2);
    for (const article of ['der', 'die', 'das']) {
      expect(nouns.filter((noun) => noun.article === article).length).toBeGreaterThanOrEqual(10);
    }
    const addOns = new Set(nouns.map((noun) => noun.pluralAddOn));
    for (const addOn of ['-e', '⸚e', '-er', '⸚er', '-n', '-en', '-nen', '-s', '-', '⸚']) {
      expect(addOns, addOn).toContain(addOn);
    }
  });

  it.each(nouns)('$germanRoot: article, plural and add-on agree', (noun) => {
    expect(noun.germanRoot).toMatch(/^[A-ZÄÖÜ]/);
    expect(noun.onlySing && noun.onlyPlural).toBeFalsy();
    if (noun.onlyPlural) {
      expect(noun.article).toBe('');
      expect(noun.germanPl).toBe(noun.germanRoot);
      expect(noun.pluralAddOn).toBeUndefined();
    } else {
      expect(['der', 'die', 'das']).toContain(noun.article);
    }
    if (noun.onlySing) {
      expect(noun.germanPl).toBeUndefined();
      expect(noun.pluralAddOn).toBeUndefined();
      expect(noun.englishPl).toBeUndefined();
    } else {
      expect(noun.germanPl).toMatch(/^[A-ZÄÖÜ]/);
      expect(noun.englishPl).toBeTruthy();
    }
    if (!noun.onlySing && !noun.onlyPlural) {
      expect(['-e', '⸚e', '-er', '⸚er', '-n', '-en', '-nen', '-s', '-', '⸚']).toContain(noun.pluralAddOn);
      expect(noun.germanPl).toBe(pluralOf(noun.germanRoot, noun.pluralAddOn ?? ''));
    }
  });

  it('marks die Eltern and die Geschwister plural only, and Milch and Kaffee singular only', () => {
    const byRoot = new Map(nouns.map((noun) => [noun.germanRoot, noun]));
    expect(byRoot.get('Eltern')?.onlyPlural).toBe(true);
    expect(byRoot.get('Geschwister')?.onlyPlural).toBe(true);
    expect(byRoot.get('Milch')?.onlySing).toBe(true);
    expect(byRoot.get('Kaffee')?.onlySing).toBe(true);
  });

  it('gives every verb its past participle, English participle and du-imperative', () => {
    const verbs = entries.flatMap((entry) => (entry.type === 'verb' ? [entry] : []));
    expect(verbs.length).toBeGreaterThanOrEqual(8);
    for (const verb of verbs) {
      expect(verb.germanRoot).toMatch(/^[a-zäöüß]+en$/);
      expect(verb.pParticiple, verb.germanRoot).toBeTruthy();
      expect(verb.englishPParticiple, verb.germanRoot).toBeTruthy();
      expect(verb.imperative2ps, verb.germanRoot).toBeTruthy();
      expect(verb.specialFeature, verb.germanRoot).toBeUndefined();
    }
  });
});
