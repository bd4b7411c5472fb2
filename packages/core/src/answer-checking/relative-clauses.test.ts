import { describe, expect, it } from 'vitest';
import { checkSentence } from './check-sentence.ts';
import type { CourseLexicon } from './course-lexicon.ts';
import type { Translation } from './types.ts';
import { declensionTables } from '../test-support/test-lexicon.ts';

// Synonyms of three genders followed by a relative clause. The sentences are this file's own.
const lexicon: CourseLexicon = {
  german: {
    tables: declensionTables,
    synonyms: [
      {
        kind: 'noun',
        words: [
          { noun: 'Auto', gender: 'neuter', plural: 'Autos' },
          { noun: 'Wagen', gender: 'masculine', plural: 'Wagen' },
        ],
        context: 'a car',
      },
      {
        kind: 'noun',
        words: [
          { noun: 'Gasthaus', gender: 'neuter', plural: 'Gasthäuser' },
          { noun: 'Kneipe', gender: 'feminine', plural: 'Kneipen' },
        ],
        context: 'a pub',
      },
      {
        kind: 'noun',
        words: [
          { noun: 'Maler', gender: 'masculine', plural: 'Maler' },
          { noun: 'Künstler', gender: 'masculine', plural: 'Künstler' },
        ],
        context: 'a painter',
      },
    ],
    optionalParticles: [],
  },
  english: { paraphrases: [] },
};

const de = (answer: string, translation: Translation) =>
  checkSentence(answer, translation, { language: 'de', lexicon }).correct;

describe('a synonym followed by a relative clause', () => {
  it('takes the synonym as its clause’s subject though the relative clause has a subject of its own', () => {
    const painter = 'Der Maler, dessen Bilder wir kaufen, wohnt in Köln.';
    expect(de('Der Künstler, dessen Bilder wir kaufen, wohnt in Köln.', painter)).toBe(true);
    expect(
      de(
        'Der Künstler, dessen Bilder ich gesehen habe, wohnt in Köln.',
        'Der Maler, dessen Bilder ich gesehen habe, wohnt in Köln.',
      ),
    ).toBe(true);
    // wrong relative pronoun or main verb stay wrong
    expect(de('Der Künstler, deren Bilder wir kaufen, wohnt in Köln.', painter)).toBe(false);
    expect(de('Der Künstler, dessen Bilder wir kaufen, wohnen in Köln.', painter)).toBe(false);
  });
  it('says the relative pronoun for the synonym’s gender, in the same case', () => {
    const car = 'Das Auto, das wir fahren, ist rot.';
    expect(de('Der Wagen, den wir fahren, ist rot.', car)).toBe(true);
    expect(
      de('Der Wagen, der vor dem Haus steht, ist rot.', 'Das Auto, das vor dem Haus steht, ist rot.'),
    ).toBe(true);
    expect(de('Wir trinken in der Kneipe, die du magst.', 'Wir trinken in dem Gasthaus, das du magst.')).toBe(
      true,
    );
    expect(de('Die Kneipe, in der wir sitzen, ist alt.', 'Das Gasthaus, in dem wir sitzen, ist alt.')).toBe(
      true,
    );
    // the pronoun must agree with the learner's own noun
    expect(de('Der Wagen, das wir fahren, ist rot.', car)).toBe(false);
    expect(de('Der Wagen, die wir fahren, ist rot.', car)).toBe(false);
    expect(de('Wir trinken in der Kneipe, das du magst.', 'Wir trinken in dem Gasthaus, das du magst.')).toBe(
      false,
    );
    expect(de('Die Kneipe, in dem wir sitzen, ist alt.', 'Das Gasthaus, in dem wir sitzen, ist alt.')).toBe(
      false,
    );
    // a case the clause does not allow stays wrong
    expect(de('Der Wagen, der wir fahren, ist rot.', car)).toBe(false);
  });
  it('keeps a genitive article after the noun for what it is', () => {
    expect(de('Der Wagen der alten Frau ist rot.', 'Das Auto der alten Frau ist rot.')).toBe(true);
    expect(de('Der Wagen des Lehrers ist rot.', 'Das Auto des Lehrers ist rot.')).toBe(true);
  });
});
