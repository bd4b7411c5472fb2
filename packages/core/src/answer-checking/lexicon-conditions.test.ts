import { describe, expect, it } from 'vitest';
import { checkSentence } from './check-sentence.ts';
import { conditionHolds, type CourseLexicon } from './course-lexicon.ts';

// A lexicon whose groups hold only where their condition does; the sentences are this file's own.
const row = ['', '', '', ''] as const;
const lexicon: CourseLexicon = {
  german: {
    tables: {
      definite: { masculine: row, feminine: row, neuter: row, plural: row },
      indefinite: { masculine: row, feminine: row, neuter: row },
      afterDefinite: { masculine: row, feminine: row, neuter: row, plural: row },
      afterIndefinite: { masculine: row, feminine: row, neuter: row },
    },
    synonyms: [
      { kind: 'word', words: ['früh', 'zeitig'], context: 'early', condition: { notPrevious: 'morgen' } },
      { kind: 'word', words: ['sofort', 'gleich'], context: 'at once', condition: { oneWay: true } },
      { kind: 'word', words: ['wenn', 'falls'], context: 'if', condition: { prompt: '\\b[Ii]f\\b' } },
      { kind: 'word', words: ['keinen', 'niemanden'], context: 'nobody', condition: { notNext: '[A-Z].*' } },
    ],
    optionalParticles: [{ word: 'gerade', when: 'progressive', condition: { notPrompt: '\\btonight\\b' } }],
  },
  english: {
    paraphrases: [
      { words: ['garden', 'yard'], condition: { prompt: 'Garten' } },
      { words: ['is', 'is located'], condition: { next: 'in|next' } },
      ['shop', 'store'],
    ],
  },
};

const de = (answer: string, accepted: string, prompt: string) =>
  checkSentence(answer, accepted, { language: 'de', lexicon, prompt }).correct;
const en = (answer: string, accepted: string, prompt: string) =>
  checkSentence(answer, accepted, { language: 'en', lexicon, prompt }).correct;

describe('conditionHolds', () => {
  const words = ['Morgen', 'stehe', 'ich', 'früh', 'auf'];
  it('reads the neighbours of a phrase, the first word lower-cased and the edges as ""', () => {
    expect(conditionHolds({ previous: 'ich', next: 'auf' }, words, 3, 4, undefined)).toBe(true);
    expect(conditionHolds({ previous: 'morgen' }, words, 1, 2, undefined)).toBe(true);
    expect(conditionHolds({ next: '' }, words, 4, 5, undefined)).toBe(true);
    expect(conditionHolds({ notNext: '' }, words, 4, 5, undefined)).toBe(false);
    expect(conditionHolds({ notPrevious: 'ich' }, words, 3, 4, undefined)).toBe(false);
  });

  it('matches a neighbour whole and the prompt anywhere; no condition holds everywhere', () => {
    expect(conditionHolds({ next: 'au' }, words, 3, 4, undefined)).toBe(false);
    expect(conditionHolds({ prompt: 'early' }, words, 3, 4, 'I get up early')).toBe(true);
    expect(conditionHolds({ prompt: 'early' }, words, 3, 4, undefined)).toBe(false);
    expect(conditionHolds({ notPrompt: 'early' }, words, 3, 4, 'I get up early')).toBe(false);
    expect(conditionHolds(undefined, words, 3, 4, undefined)).toBe(true);
  });

  it('excludes a phrase whose sentence contains a word further off (notSentence)', () => {
    expect(conditionHolds({ notSentence: '(^| )auf$' }, words, 3, 4, undefined)).toBe(false);
    expect(conditionHolds({ notSentence: '(^| )an$' }, words, 3, 4, undefined)).toBe(true);
    // the words as written: the first word keeps its capital
    expect(conditionHolds({ notSentence: '^morgen ' }, words, 3, 4, undefined)).toBe(true);
    expect(conditionHolds({ notSentence: '^Morgen ' }, words, 3, 4, undefined)).toBe(false);
    // a particle's condition has no words: notSentence never excludes it
    expect(conditionHolds({ notSentence: 'stehe' }, [], 0, 0, undefined)).toBe(true);
  });
});

describe('conditions where the lexicon is applied', () => {
  it('German synonyms: a neighbour, the prompt, one way', () => {
    expect(de('Ich stehe zeitig auf.', 'Ich stehe früh auf.', 'I get up early.')).toBe(true);
    expect(de('Wir fahren morgen zeitig.', 'Wir fahren morgen früh.', 'We leave tomorrow morning.')).toBe(
      false,
    );
    expect(de('Ich komme gleich.', 'Ich komme sofort.', 'I am coming at once.')).toBe(true);
    expect(de('Sie sind sofort groß.', 'Sie sind gleich groß.', 'They are the same height.')).toBe(false);
    expect(de('Falls es regnet, bleibe ich.', 'Wenn es regnet, bleibe ich.', 'If it rains, I stay.')).toBe(
      true,
    );
    expect(de('Falls es regnet, bleibe ich.', 'Wenn es regnet, bleibe ich.', 'When it rains, I stay.')).toBe(
      false,
    );
    expect(de('Ich sehe niemanden.', 'Ich sehe keinen.', 'I see nobody.')).toBe(true);
    expect(de('Ich habe niemanden Hunger.', 'Ich habe keinen Hunger.', 'I am not hungry.')).toBe(false);
  });

  it('particles: the prompt', () => {
    expect(de('Was machst du gerade?', 'Was machst du?', 'What are you doing?')).toBe(true);
    expect(
      de('Was machst du heute Abend gerade?', 'Was machst du heute Abend?', 'What are you doing tonight?'),
    ).toBe(false);
  });

  it('English paraphrases: the prompt (compiled with it) and a neighbour, on both sides', () => {
    expect(en('We play in the yard.', 'We play in the garden.', 'Wir spielen im Garten.')).toBe(true);
    expect(en('We play in the garden.', 'We play in the yard.', 'Wir spielen im Garten.')).toBe(true);
    expect(en('We play in the garden.', 'We play in the yard.', 'Wir spielen im Hof.')).toBe(false);
    expect(en('We play in the yard.', 'We play in the yard.', 'Wir spielen im Hof.')).toBe(true);
    expect(en('The bank is located in town.', 'The bank is in town.', 'Die Bank ist in der Stadt.')).toBe(
      true,
    );
    expect(en('He is located tired.', 'He is tired.', 'Er ist müde.')).toBe(false);
    expect(en('The store is open.', 'The shop is open.', 'Der Laden ist offen.')).toBe(true);
  });
});
