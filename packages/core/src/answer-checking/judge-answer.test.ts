import { describe, expect, it } from 'vitest';
import { testLexicon } from '../test-support/test-lexicon.ts';
import { blankContext, showsComputedExplanation } from './blanks.ts';
import { judgeAnswer, type AnswerCheck } from './judge-answer.ts';

// The declension tables alone: enough for the check and for the diagnosis to run.
const lexicon = testLexicon();

const sentence: AnswerCheck = {
  kind: 'sentence',
  translation: ['Ich fahre mit', ['dem Bus', 'dem Auto']],
  language: 'de',
};
const blank: AnswerCheck = { kind: 'words', accepted: ['dem'], language: 'de' };

/** A diagnosis is null or names the words and the rule. */
function expectDiagnosisShape(diagnosis: unknown) {
  if (diagnosis === null) return;
  expect(diagnosis).toEqual({
    kind: expect.any(String),
    wrong: expect.any(String),
    right: expect.any(String),
    explanation: expect.any(String),
  });
}

describe('judgeAnswer', () => {
  it('calls an accepted answer correct, with nothing more to say', () => {
    expect(judgeAnswer('ich fahre mit dem Auto.', sentence, { lexicon, chapter: 6 })).toEqual({
      state: 'correct',
      diagnosis: null,
    });
    expect(judgeAnswer('dem', blank, { lexicon, chapter: 6 })).toEqual({ state: 'correct', diagnosis: null });
  });

  it('gives a wrong sentence the closest answer and its word differences', () => {
    const judged = judgeAnswer('Ich fahre mit den Bus', sentence);
    expect(judged.state).toBe('wrong');
    expect(judged.hint).toBeUndefined();
    expect(judged.closest?.answer).toBe('Ich fahre mit dem Bus');
    expect(judged.closest?.differences).toContainEqual({ kind: 'changed', written: 'den', expected: 'dem' });
    expect(judged.diagnosis).toBeNull();
  });

  it('names the near misses of the word and the sentence check', () => {
    const german: AnswerCheck = { kind: 'words', accepted: ['das Mädchen'], language: 'de' };
    expect(judgeAnswer('das Maedchen', german).hint).toBe('umlaut');
    expect(judgeAnswer('das mädchen', german).hint).toBe('capitalisation');
    expect(judgeAnswer('das Mädchan', german).hint).toBe('typo');
    expect(judgeAnswer('Mädchen', german).hint).toBe('article');
    expect(judgeAnswer('Ich fahre mit dem Buss', sentence).hint).toBe('typo');
    expect(judgeAnswer('   ', german)).toEqual({ state: 'wrong', diagnosis: null });
  });

  it('diagnoses a wrong German answer only with the lexicon and the chapter, and never an umlaut or case slip', () => {
    const withTables = judgeAnswer('Ich fahre mit den Bus', sentence, { lexicon, chapter: 6 });
    expect(withTables).toHaveProperty('diagnosis');
    expectDiagnosisShape(withTables.diagnosis);
    expect(judgeAnswer('Ich fahre mit den Bus', sentence, { lexicon }).diagnosis).toBeNull();
    expect(judgeAnswer('Ich fahre mit den Bus', sentence, { chapter: 6 }).diagnosis).toBeNull();
    expect(judgeAnswer('ich fahre mit dem bus', sentence, { lexicon, chapter: 6 })).toMatchObject({
      hint: 'capitalisation',
      diagnosis: null,
    });
    const umlaut: AnswerCheck = { kind: 'words', accepted: ['für'], language: 'de' };
    expect(judgeAnswer('fuer', umlaut, { lexicon, chapter: 6 })).toMatchObject({
      hint: 'umlaut',
      diagnosis: null,
    });
    const english: AnswerCheck = { kind: 'sentence', translation: 'I take the bus.', language: 'en' };
    expect(judgeAnswer('I takes the bus.', english, { lexicon, chapter: 6 }).diagnosis).toBeNull();
  });

  it('diagnoses a blank in its sentence', () => {
    const judged = judgeAnswer('den', blank, {
      lexicon,
      chapter: 6,
      blank: { before: 'Ich fahre mit', after: 'Bus.' },
    });
    expect(judged.state).toBe('wrong');
    expect(judged.closest?.answer).toBe('dem');
    expectDiagnosisShape(judged.diagnosis);
    if (judged.diagnosis) expect(judged.diagnosis.wrong).toContain('den');
  });
});

describe('blankContext', () => {
  it('splits a prompt with one blank and leaves others alone', () => {
    expect(blankContext('Ich fahre mit ___ Bus.')).toEqual({ before: 'Ich fahre mit', after: 'Bus.' });
    expect(blankContext('___ fahre mit dem Bus.')).toEqual({ before: '', after: 'fahre mit dem Bus.' });
    expect(blankContext('Ich ___ mit ___ Bus.')).toBeUndefined();
    expect(blankContext('Ich fahre.')).toBeUndefined();
  });
});

describe('showsComputedExplanation', () => {
  const authored = 'du kannst; the infinitive sprechen (not the stem-changed sprichst) at the end.';
  it('shows the computed explanation where nothing is authored', () => {
    expect(showsComputedExplanation(undefined, 'kann')).toBe(true);
    expect(showsComputedExplanation('', 'kann')).toBe(true);
  });
  it('keeps the authored one alone where it is about the learner’s word or cannot be told', () => {
    expect(showsComputedExplanation(authored, 'sprichst')).toBe(false);
    expect(showsComputedExplanation('er will (no ending); kaufen at the end.', 'wollt')).toBe(false);
    expect(showsComputedExplanation('<b>mit</b> takes the dative.', 'den')).toBe(false);
  });
  it('adds the computed one where the authored text is about another wrong word', () => {
    expect(showsComputedExplanation(authored, 'spreche')).toBe(true);
  });
});
