import { describe, expect, it } from 'vitest';
import { cardinalWords, lowerFirst, normaliseAnswer, normalisedWords, spellOutUmlauts } from './normalise.ts';

describe('normaliseAnswer', () => {
  it('removes the sentence punctuation . , \' " ! ? ; :', () => {
    expect(normaliseAnswer('Ja, das ist "gut"; oder: nicht? Doch! Es ist\'s.')).toBe(
      'Ja das ist gut oder nicht Doch Es ists',
    );
  });

  it('removes the typographic quotes phones and German keyboards produce', () => {
    expect(normaliseAnswer('„Ich“ ‚bin‘ «hier» ‹da› “you” I’m I´m I`m')).toBe('Ich bin hier da you Im Im Im');
  });

  it('keeps hyphens and letters that belong to words', () => {
    expect(normaliseAnswer('E-Mail über Straße')).toBe('E-Mail über Straße');
  });

  it('trims and collapses every kind of white space, also where punctuation was', () => {
    expect(normaliseAnswer('  Ich \t bin\u00a0\nmüde , sehr  ')).toBe('Ich bin müde sehr');
  });

  it('writes a decomposed umlaut as one character, so it equals the typed ä', () => {
    expect(normaliseAnswer('Ma\u0308dchen')).toBe('Mädchen');
  });

  it('leaves nothing of a blank or punctuation-only text', () => {
    expect(normaliseAnswer('  ')).toBe('');
    expect(normaliseAnswer(' . ! ')).toBe('');
    expect(normalisedWords(' ?! ')).toEqual([]);
  });
});

describe('helpers', () => {
  it('lowers only the first letter', () => {
    expect(lowerFirst('Das')).toBe('das');
    expect(lowerFirst('ÄRGER')).toBe('äRGER');
    expect(lowerFirst('')).toBe('');
  });

  it('writes umlauts and ß out as a keyboard without them does', () => {
    expect(spellOutUmlauts('Äpfel, Öl, Übung: schön, müde, ätzend, Straße')).toBe(
      'Aepfel, Oel, Uebung: schoen, muede, aetzend, Strasse',
    );
  });
});

describe('cardinalWords', () => {
  it('says a cardinal from 0 to 100 in German and English', () => {
    expect(cardinalWords('0', 'de')).toEqual(['null']);
    expect(cardinalWords('1', 'de')).toEqual(['eins', 'ein']);
    expect(cardinalWords('7', 'de')).toEqual(['sieben']);
    expect(cardinalWords('16', 'de')).toEqual(['sechzehn']);
    expect(cardinalWords('30', 'de')).toEqual(['dreißig']);
    expect(cardinalWords('21', 'de')).toEqual(['einundzwanzig']);
    expect(cardinalWords('77', 'de')).toEqual(['siebenundsiebzig']);
    expect(cardinalWords('100', 'de')).toEqual(['hundert', 'einhundert']);
    expect(cardinalWords('8', 'en')).toEqual(['eight']);
    expect(cardinalWords('13', 'en')).toEqual(['thirteen']);
    expect(cardinalWords('45', 'en')).toEqual(['forty-five']);
  });

  it('has no words for anything else', () => {
    expect(cardinalWords('830', 'de')).toEqual([]);
    expect(cardinalWords('08', 'de')).toEqual([]);
    expect(cardinalWords('acht', 'de')).toEqual([]);
    expect(cardinalWords('8th', 'en')).toEqual([]);
  });
});
