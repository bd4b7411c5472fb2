import { describe, expect, it } from 'vitest';
import { checkSentence } from './check-sentence.ts';
import type { CourseLexicon } from './course-lexicon.ts';
import type { Translation } from './types.ts';
import { carSynonyms, declensionTables } from '../test-support/test-lexicon.ts';

// Synonyms of three genders followed by a relative clause. The sentences are this file's own.
const lexicon: CourseLexicon = {
  german: {
    tables: declensionTables,
    synonyms: [
      carSynonyms,
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

describe('wo for a preposition and the relative pronoun of a place', () => {
  it('accepts wo after a place noun where in, an or auf der/dem is listed', () => {
    expect(de('Das Dorf, wo meine Oma lebt, ist schön.', 'Das Dorf, in dem meine Oma lebt, ist schön.')).toBe(
      true,
    );
    expect(de('Ich kenne die Straße, wo das Café ist.', 'Ich kenne die Straße, in der das Café ist.')).toBe(
      true,
    );
    expect(de('Der Platz, wo wir warten, ist voll.', 'Der Platz, auf dem wir warten, ist voll.')).toBe(true);
    expect(de('Das ist der Bahnhof, wo er arbeitet.', 'Das ist der Bahnhof, an dem er arbeitet.')).toBe(true);
    // a compound by its last part
    expect(
      de('Die Hauptstadt, wo sie studiert, ist groß.', 'Die Hauptstadt, in der sie studiert, ist groß.'),
    ).toBe(true);
  });
  it('rejects wo after a person or a time, for a direction, and with the rest of the sentence wrong', () => {
    expect(de('Der Junge, wo ich helfe, ist klein.', 'Der Junge, dem ich helfe, ist klein.')).toBe(false);
    expect(de('Die Frau, wo ich kenne, wohnt hier.', 'Die Frau, die ich kenne, wohnt hier.')).toBe(false);
    expect(de('Der Tag, wo wir kamen, war kalt.', 'Der Tag, an dem wir kamen, war kalt.')).toBe(false);
    expect(de('Das Jahr, wo er geboren ist, war kalt.', 'Das Jahr, in dem er geboren ist, war kalt.')).toBe(
      false,
    );
    expect(de('Die Stadt, wo wir ziehen, ist groß.', 'Die Stadt, in die wir ziehen, ist groß.')).toBe(false);
    expect(de('Die Stadt, die wir besuchen, ist groß.', 'Die Stadt, in der wir wohnen, ist groß.')).toBe(
      false,
    );
    expect(
      de('Das Dorf, wo meine Oma lebt, sind schön.', 'Das Dorf, in dem meine Oma lebt, ist schön.'),
    ).toBe(false);
    expect(de('Das Dorf, wo meine Oma lebt, ist schön.', 'Das Dorf, das meine Oma liebt, ist schön.')).toBe(
      false,
    );
  });
});
