import { describe, expect, it } from 'vitest';
import { checkSentence } from './check-sentence.ts';
import type { CourseLexicon } from './course-lexicon.ts';
import type { Translation } from './types.ts';
import { declensionTables } from '../test-support/test-lexicon.ts';

// German constructions a teacher accepts for the listed one, each with near misses that stay
// wrong. The lexicon gives the nouns' genders (as the content package's vocabulary does); the
// sentences are this file's own.
const lexicon: CourseLexicon = {
  german: {
    tables: declensionTables,
    synonyms: [],
    optionalParticles: [],
    nouns: [
      { noun: 'Fleisch', gender: 'neuter' },
      { noun: 'Tee', gender: 'masculine' },
      { noun: 'Garten', gender: 'masculine', plural: 'Gärten' },
      { noun: 'Lehrer', gender: 'masculine', plural: 'Lehrer' },
      { noun: 'Katze', gender: 'feminine', plural: 'Katzen' },
      { noun: 'Kind', gender: 'neuter', plural: 'Kinder' },
    ],
  },
  english: { paraphrases: [] },
};

const de = (answer: string, translation: Translation, prompt?: string) =>
  checkSentence(answer, translation, { language: 'de', lexicon, prompt }).correct;

describe('a fronted object or infinitive with nicht at the end', () => {
  it('reads a fronted bare noun with a closing nicht as kein + noun', () => {
    expect(de('Fleisch isst mein Bruder nicht.', 'Mein Bruder isst kein Fleisch.')).toBe(true);
    expect(de('Tee will er nicht trinken.', 'Er will keinen Tee trinken.')).toBe(true);
    expect(de('Garten haben wir leider nicht.', 'Wir haben leider keinen Garten.')).toBe(true);
    expect(de('Katzen mag meine Tante nicht.', 'Meine Tante mag keine Katzen.')).toBe(true);
    // after sein the noun is a nominative: kein Lehrer
    expect(de('Lehrer ist er nicht.', 'Er ist kein Lehrer.')).toBe(true);
  });

  it('keeps a verb third, a nicht elsewhere and a verb before its end wrong', () => {
    expect(de('Fleisch mein Bruder isst nicht.', 'Mein Bruder isst kein Fleisch.')).toBe(false);
    expect(de('Fleisch isst nicht mein Bruder.', 'Mein Bruder isst kein Fleisch.')).toBe(false);
    expect(de('Tee will er trinken nicht.', 'Er will keinen Tee trinken.')).toBe(false);
    expect(de('Fleisch isst mein Bruder kein.', 'Mein Bruder isst kein Fleisch.')).toBe(false);
    // the listed answer still decides number and the verb
    expect(de('Katze mag meine Tante nicht.', 'Meine Tante mag keine Katzen.')).toBe(false);
    expect(de('Fleisch esst mein Bruder nicht.', 'Mein Bruder isst kein Fleisch.')).toBe(false);
  });

  it('puts a fronted infinitive back at the end after nicht', () => {
    expect(de('Schwimmen kann mein Sohn nicht.', 'Mein Sohn kann nicht schwimmen.')).toBe(true);
    expect(de('Tanzen wollen wir heute nicht.', 'Wir wollen heute nicht tanzen.')).toBe(true);
  });

  it('keeps a fronted infinitive with the verb third or nicht moved wrong', () => {
    expect(de('Schwimmen mein Sohn kann nicht.', 'Mein Sohn kann nicht schwimmen.')).toBe(false);
    expect(de('Schwimmen kann nicht mein Sohn.', 'Mein Sohn kann nicht schwimmen.')).toBe(false);
    expect(de('Tanzen wollen wir nicht heute.', 'Wir wollen heute nicht tanzen.')).toBe(false);
  });
});
