import { describe, expect, it } from 'vitest';
import { courseNouns } from './course-nouns.ts';
import { separableSynonyms, separableWordSynonyms } from './verb-synonyms.ts';

describe('the course’s nouns for answer checking', () => {
  it('carries gender, plural and the n-noun ending from the vocabulary', () => {
    const nouns = courseNouns();
    expect(nouns.find((noun) => noun.noun === 'Schlüssel')).toEqual({
      noun: 'Schlüssel',
      gender: 'masculine',
      plural: 'Schlüssel',
    });
    expect(nouns.find((noun) => noun.noun === 'Nachbar')).toMatchObject({ weak: true, weakEnding: 'n' });
    expect(nouns.find((noun) => noun.noun === 'Student')).toMatchObject({ weak: true, weakEnding: 'en' });
    expect(nouns.find((noun) => noun.noun === 'Lehrerin')).toMatchObject({ gender: 'feminine' });
  });
});

describe('separable verbs for simple ones', () => {
  it('pairs the forms person by person, and the du imperatives', () => {
    const close = separableSynonyms.find((synonym) => synonym.prefix === 'zu');
    expect(close?.forms).toEqual(
      expect.arrayContaining([
        ['mache', 'schließe'],
        ['machst', 'schließt'],
        ['macht', 'schließt'],
        ['machen', 'schließen'],
        ['mach', 'schließ'],
        ['mach', 'schließe'],
      ]),
    );
    const open = separableSynonyms.find((synonym) => synonym.prefix === 'auf');
    expect(open?.forms).toEqual(
      expect.arrayContaining([
        ['mache', 'öffne'],
        ['machst', 'öffnest'],
        ['macht', 'öffnet'],
        ['mach', 'öffne'],
      ]),
    );
  });
  it('gives the one-word forms as word synonyms', () => {
    const groups = separableWordSynonyms.map((group) => group.words);
    expect(groups).toEqual(
      expect.arrayContaining([
        ['zumachen', 'schließen'],
        ['zugemacht', 'geschlossen'],
        ['zumacht', 'schließt'],
        ['aufgemacht', 'geöffnet'],
      ]),
    );
  });
});
