import { describe, expect, it } from 'vitest';
import { checkSentence } from './check-sentence.ts';
import type { CheckSentenceOptions, Translation } from './types.ts';

const de: CheckSentenceOptions = { language: 'de' };
const en: CheckSentenceOptions = { language: 'en' };
const right = { correct: true, score: 100 };
const wrong = { correct: false, score: 0 };

const teachersRadio: Translation = ['Das ist das Radio', ['des Lehrers', 'meines Lehrers']];

describe('checkSentence: matching', () => {
  it('accepts a plain-string translation and rejects a different sentence', () => {
    expect(checkSentence('Das ist gut', 'Das ist gut.', de)).toEqual(right);
    expect(checkSentence('Das ist schlecht', 'Das ist gut.', de)).toEqual(wrong);
  });

  it('ignores punctuation on both sides', () => {
    expect(checkSentence('Thats the teachers radio', "That's the teacher's radio.", en)).toEqual(right);
    expect(checkSentence('„Ja, ich komme!“', ['Ja', 'ich komme'], de)).toEqual(right);
    expect(checkSentence('Ja ich komme', ['Ja,', 'ich komme.'], de)).toEqual(right);
    expect(checkSentence('Kommst du? ja; sicher: "gern".', 'Kommst du ja sicher gern', de)).toEqual(right);
  });

  it('ignores leading, trailing and repeated white space on both sides', () => {
    expect(checkSentence('  Das   ist\tgut \n', ['  Das ', ' ist  ', 'gut  '], de)).toEqual(right);
  });

  it('does not accept words run together or split apart', () => {
    expect(checkSentence('Dasist gut', 'Das ist gut', de)).toEqual(wrong);
    expect(checkSentence('Das is t gut', 'Das ist gut', de)).toEqual(wrong);
  });

  it('accepts every combination of the alternatives, and nothing else', () => {
    const translation: Translation = [['Hi', 'Hello'], ['you', 'there'], 'friend'];
    for (const answer of ['Hi you friend', 'Hi there friend', 'Hello you friend', 'Hello there friend']) {
      expect(checkSentence(answer, translation, en)).toEqual(right);
    }
    expect(checkSentence('Hi friend', translation, en).correct).toBe(false);
    expect(checkSentence('Hi you there friend', translation, en).correct).toBe(false);
  });

  it('treats an empty alternative as an optional segment in the middle, dropping its space too', () => {
    const translation: Translation = ['I am', ['very', ''], 'tired'];
    expect(checkSentence('I am very tired', translation, en)).toEqual(right);
    expect(checkSentence('I am tired', translation, en)).toEqual(right);
    expect(checkSentence('I am very very tired', translation, en).correct).toBe(false);
  });

  it('treats an optional segment at the end like one in the middle', () => {
    const translation: Translation = ['Ich komme', ['heute', '']];
    expect(checkSentence('Ich komme heute', translation, de)).toEqual(right);
    expect(checkSentence('Ich komme', translation, de)).toEqual(right);
    expect(checkSentence('Ich komme morgen', translation, de).correct).toBe(false);
  });

  it('treats an optional segment at the start like one in the middle', () => {
    const translation: Translation = [['Also', ''], 'ich komme'];
    expect(checkSentence('Also ich komme', translation, de)).toEqual(right);
    expect(checkSentence('ich komme', translation, de)).toEqual(right);
  });

  it('accepts alternatives of several words, and empty ones, in one segment', () => {
    const translation: Translation = [["I'm", 'I am', ''], ['very', 'really very', ''], 'tired.'];
    for (const answer of [
      'Im very tired',
      'I am really very tired',
      'tired',
      'really very tired',
      "I'm tired",
    ]) {
      expect(checkSentence(answer, translation, en)).toEqual(right);
    }
    expect(checkSentence('I really tired', translation, en).correct).toBe(false);
  });

  it('accepts a translation of many optional segments without reading it as every combination', () => {
    const translation: Translation = Array.from({ length: 40 }, (_, index) => [`w${index}`, '']);
    expect(checkSentence('w0 w7 w39', translation, en)).toEqual(right);
    expect(checkSentence('w7 w0', translation, en).correct).toBe(false);
  });
});

describe('checkSentence: case', () => {
  it('ignores the case of the first letter of a German sentence', () => {
    expect(checkSentence('das ist gut', 'Das ist gut', de)).toEqual(right);
    expect(checkSentence('Ich komme', 'ich komme', de)).toEqual(right);
  });

  it('takes the first letter from whichever word comes first when the first segment is optional', () => {
    const translation: Translation = [['Heute', ''], 'Kommt er'];
    expect(checkSentence('heute Kommt er', translation, de)).toEqual(right);
    expect(checkSentence('kommt er', translation, de)).toEqual(right);
    // With "Heute" written, "kommt" is no longer the first word, so its case counts.
    expect(checkSentence('Heute kommt er', translation, de).correct).toBe(false);
  });

  it('is case-sensitive inside a German sentence', () => {
    expect(checkSentence('Das ist das radio', 'Das ist das Radio', de).correct).toBe(false);
    expect(checkSentence('Das Ist das Radio', 'Das ist das Radio', de).correct).toBe(false);
    expect(checkSentence('DAs ist das Radio', 'Das ist das Radio', de).correct).toBe(false);
  });

  it('ignores case anywhere in an English answer', () => {
    expect(checkSentence('THATS the Teachers RADIO', "That's the teacher's radio.", en)).toEqual(right);
    expect(checkSentence('i am tired', ['I am', ['very', ''], 'tired'], en)).toEqual(right);
  });
});

describe('checkSentence: hints', () => {
  it('hints at the umlaut when ä, ö, ü or ß are written out', () => {
    expect(checkSentence('Das Maedchen ist hier', 'Das Mädchen ist hier', de)).toEqual({
      ...wrong,
      hint: 'umlaut',
    });
    expect(checkSentence('Die Strasse ist lang', 'Die Straße ist lang', de)).toEqual({
      ...wrong,
      hint: 'umlaut',
    });
    expect(checkSentence('aepfel sind gruen', 'Äpfel sind grün', de)).toEqual({ ...wrong, hint: 'umlaut' });
  });

  it('hints at capitalisation when only the case of a German answer is wrong', () => {
    expect(checkSentence('das ist das radio', 'Das ist das Radio', de)).toEqual({
      ...wrong,
      hint: 'capitalisation',
    });
    expect(checkSentence('DAS IST DAS RADIO', 'Das ist das Radio', de)).toEqual({
      ...wrong,
      hint: 'capitalisation',
    });
  });

  it('prefers the umlaut hint when case is wrong as well as written out', () => {
    // "maedchen" matches once ä is written out and the first letter is free: the umlaut hint.
    expect(checkSentence('maedchen', 'Mädchen', de)).toEqual({ ...wrong, hint: 'umlaut' });
  });

  it('hints at a typo for one slip inside a word that is not a German word form', () => {
    expect(checkSentence('Das ist das Radio des Lehrres', teachersRadio, de)).toEqual({
      ...wrong,
      hint: 'typo',
    });
    expect(checkSentence('Das ist das Radoi meines Lehrers', teachersRadio, de)).toEqual({
      ...wrong,
      hint: 'typo',
    });
    expect(checkSentence('Das ist das Radio des Lehrerss', teachersRadio, de)).toEqual({
      ...wrong,
      hint: 'typo',
    });
    expect(checkSentence('as ist das Radio des Lehrers', teachersRadio, de)).toEqual({
      ...wrong,
      hint: 'typo',
    });
  });

  it('gives no hint when the slip makes a real German form: that is a grammar error', () => {
    expect(checkSentence('Ich sehe dem Mann', 'Ich sehe den Mann', de)).toEqual(wrong);
    expect(checkSentence('Ich habe ein Hund', 'Ich habe einen Hund', de)).toEqual(wrong);
    expect(checkSentence('Das ist das Radio dem Lehrers', teachersRadio, de)).toEqual(wrong);
    expect(checkSentence('Er hilft mich', 'Er hilft mir', de)).toEqual(wrong);
  });

  it('asks isWordForm instead of the built-in list when it is given', () => {
    const nouns = new Set(['Lehrer']);
    const isWordForm = (word: string): boolean => nouns.has(word);
    expect(checkSentence('Das ist das Radio des Lehrer', teachersRadio, { ...de, isWordForm })).toEqual(
      wrong,
    );
    expect(checkSentence('Das ist das Radio des Lehrer', teachersRadio, de)).toEqual({
      ...wrong,
      hint: 'typo',
    });
    // The given test replaces the list: "dem" is now not known as a form.
    expect(checkSentence('Ich sehe dem Mann', 'Ich sehe den Mann', { ...de, isWordForm })).toEqual({
      ...wrong,
      hint: 'typo',
    });
  });

  it('hints at a typo in English unless isWordForm says the word is real', () => {
    expect(checkSentence('I am very tierd', ['I am', ['very', ''], 'tired'], en)).toEqual({
      ...wrong,
      hint: 'typo',
    });
    expect(checkSentence('I sea the man', 'I see the man', en)).toEqual({ ...wrong, hint: 'typo' });
    const isWordForm = (word: string): boolean => ['sea', 'the', 'man', 'I'].includes(word.toLowerCase());
    expect(checkSentence('I sea the man', 'I see the man', { ...en, isWordForm })).toEqual(wrong);
  });

  it('gives no typo hint for two slips, a slip across words, or a missing word', () => {
    expect(checkSentence('Das ist das Raido des Lehrres', teachersRadio, de)).toEqual(wrong);
    expect(checkSentence('Das ist dasRadio des Lehrers', teachersRadio, de)).toEqual(wrong);
    expect(checkSentence('Das ist Radio des Lehrers', teachersRadio, de)).toEqual(wrong);
  });

  it('gives a wrong answer with no near miss no hint', () => {
    expect(checkSentence('Ich weiß es nicht', teachersRadio, de)).toEqual(wrong);
    expect(checkSentence('I do not know', 'I am tired', en)).toEqual(wrong);
  });

  it('gives an empty answer neither a score nor a hint, even when every segment is optional', () => {
    expect(checkSentence('', teachersRadio, de)).toEqual(wrong);
    expect(checkSentence('  .  ', teachersRadio, de)).toEqual(wrong);
    expect(checkSentence('', [['ja', '']], de)).toEqual(wrong);
  });
});

describe('checkSentence: unusual translations', () => {
  it('accepts nothing when a segment has no alternatives', () => {
    expect(checkSentence('Ich komme', ['Ich komme', []], de)).toEqual(wrong);
  });

  it('gives the same verdict for a segment list checked again and for a fresh copy', () => {
    const translation: Translation = ['Ich bin', ['sehr', ''], 'müde'];
    expect(checkSentence('Ich bin muede', translation, de)).toEqual({ ...wrong, hint: 'umlaut' });
    expect(checkSentence('Ich bin muede', translation, de)).toEqual({ ...wrong, hint: 'umlaut' });
    expect(checkSentence('ich bin müde', [...translation], de)).toEqual(right);
  });

  it('compiles a segment list separately for each language', () => {
    const translation: Translation = ['Ich bin', 'Müde'];
    expect(checkSentence('ich bin müde', translation, en)).toEqual(right);
    expect(checkSentence('ich bin müde', translation, de)).toEqual({ ...wrong, hint: 'capitalisation' });
  });
});
