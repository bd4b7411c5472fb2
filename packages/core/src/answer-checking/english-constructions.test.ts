import { describe, expect, it } from 'vitest';
import { checkSentence } from './check-sentence.ts';
import type { CourseLexicon } from './course-lexicon.ts';
import type { Translation } from './types.ts';

const row = ['', '', '', ''] as const;
/** A lexicon without entries: English compiles with the prompt only when a lexicon is given. */
const lexicon: CourseLexicon = {
  german: {
    tables: {
      definite: { masculine: row, feminine: row, neuter: row, plural: row },
      indefinite: { masculine: row, feminine: row, neuter: row },
      afterDefinite: { masculine: row, feminine: row, neuter: row, plural: row },
      afterIndefinite: { masculine: row, feminine: row, neuter: row },
    },
    synonyms: [],
    optionalParticles: [],
  },
  english: { paraphrases: [] },
};

const en = (answer: string, translation: Translation, prompt: string) =>
  checkSentence(answer, translation, { language: 'en', prompt, lexicon }).correct;

describe('a place before be and its subject (locative inversion)', () => {
  const garden: Translation = [
    'The swing is',
    ['in the garden', 'outside'],
    'and the bikes are in the garage.',
  ];
  const prompt = 'Die Schaukel ist im Garten und die Fahrräder sind in der Garage.';
  it('accepts a place adverb or a place phrase first with be and its subject after it', () => {
    expect(en('In the garden is the swing and in the garage are the bikes.', garden, prompt)).toBe(true);
    expect(en('The swing is in the garden and in the garage are the bikes.', garden, prompt)).toBe(true);
    expect(en('Outside is the swing and the bikes are in the garage.', garden, prompt)).toBe(true);
    expect(en('Here is the new teacher.', 'The new teacher is here.', 'Der neue Lehrer ist hier.')).toBe(
      true,
    );
  });
  it('keeps a wrong be-form, a swapped place, another verb and existential there wrong', () => {
    expect(en('In the garden are the swing and the bikes are in the garage.', garden, prompt)).toBe(false);
    expect(en('In the garage is the swing and in the garden are the bikes.', garden, prompt)).toBe(false);
    expect(en('In the garden stands the swing and the bikes are in the garage.', garden, prompt)).toBe(false);
    expect(en('There is the new teacher.', 'The new teacher is there.', 'Der neue Lehrer ist dort.')).toBe(
      false,
    );
  });
});

describe('light-verb phrases as the verb they say', () => {
  it('reads give someone a call or a ring as call someone when the prompt phones', () => {
    const prompt = 'Ich rufe morgen meinen Onkel an.';
    expect(en('I will give my uncle a call tomorrow.', 'I will call my uncle tomorrow.', prompt)).toBe(true);
    expect(en("I'll give my uncle a ring tomorrow.", 'I will call my uncle tomorrow.', prompt)).toBe(true);
    expect(en('She gave him a phone call.', 'She called him.', 'Sie hat ihn angerufen.')).toBe(true);
  });
  it('reads have or take a look at as look at, have a taste of as taste, take a shower as shower', () => {
    expect(en('Have a look at the map!', 'Look at the map!', 'Schau dir die Karte an!')).toBe(true);
    expect(
      en('We are taking a look at the flat.', 'We are looking at the flat.', 'Wir sehen die Wohnung an.'),
    ).toBe(true);
    expect(en('Have a taste of the cake!', 'Taste the cake!', 'Probier den Kuchen!')).toBe(true);
    expect(
      en('He takes a shower every evening.', 'He showers every evening.', 'Er duscht jeden Abend.'),
    ).toBe(true);
  });
  it('keeps a wrong form, another noun, a call without phoning and a gift wrong', () => {
    const prompt = 'Ich rufe morgen meinen Onkel an.';
    expect(en('I will gave my uncle a call tomorrow.', 'I will call my uncle tomorrow.', prompt)).toBe(false);
    expect(en('I will give my uncle a cake tomorrow.', 'I will call my uncle tomorrow.', prompt)).toBe(false);
    expect(en('He give a look at the map.', 'He looks at the map.', 'Er schaut die Karte an.')).toBe(false);
    expect(en('She has a look tired.', 'She looks tired.', 'Sie sieht müde aus.')).toBe(false);
    expect(en('Take a look!', 'Look!', 'Schau mal!')).toBe(true);
    expect(en('He gives his dog a call.', 'He calls his dog.', 'Er ruft seinen Hund.')).toBe(false);
    expect(en('They give the guide a call.', 'They call the guide.', 'Sie nennen den Führer.')).toBe(false);
    expect(en('He has a taste for the soup.', 'He tastes the soup.', 'Er probiert die Suppe.')).toBe(false);
  });
});
