import { describe, expect, it } from 'vitest';
import { compileTranslation } from './compile-translation.ts';

describe('compileTranslation', () => {
  it('gives a matcher that checks many answers against one compiled translation', () => {
    const matcher = compileTranslation(['Ich bin', ['sehr', ''], 'müde.'], 'de');
    expect(matcher.language).toBe('de');
    expect(matcher.accepts('ich bin müde')).toBe(true);
    expect(matcher.accepts('Ich bin sehr müde!')).toBe(true);
    expect(matcher.accepts('Ich bin sehr')).toBe(false);
    expect(matcher.accepts('')).toBe(false);
  });

  it('checks with score and hint like checkSentence', () => {
    const matcher = compileTranslation(['Ich bin', ['sehr', ''], 'müde.'], 'de');
    expect(matcher.check('Ich bin sehr müde')).toEqual({ correct: true, score: 100 });
    expect(matcher.check('Ich bin sehr muede')).toEqual({ correct: false, score: 0, hint: 'umlaut' });
    expect(matcher.check('Ich bin Sehr müde')).toEqual({ correct: false, score: 0, hint: 'capitalisation' });
    expect(matcher.check('Ich bin sehr müd')).toEqual({ correct: false, score: 0, hint: 'typo' });
    expect(matcher.check('Ich bin sehr müd', { isWordForm: () => true })).toEqual({
      correct: false,
      score: 0,
    });
  });

  it('compares by the language it was compiled for', () => {
    expect(compileTranslation('I am Tired', 'en').accepts('i AM tired')).toBe(true);
    expect(compileTranslation('Ich bin Lehrer', 'de').accepts('ich bin lehrer')).toBe(false);
  });

  it('checks a translation of 10^12 combinations word by word', () => {
    const matcher = compileTranslation(
      Array.from({ length: 12 }, (_, segment) =>
        Array.from({ length: 10 }, (_, alternative) => `w${segment}x${alternative}`),
      ),
      'en',
    );
    const lastChoice = Array.from({ length: 12 }, (_, segment) => `w${segment}x9`).join(' ');
    expect(matcher.accepts(lastChoice)).toBe(true);
    expect(matcher.check(lastChoice.replace(/x9$/, 'x99'))).toEqual({
      correct: false,
      score: 0,
      hint: 'typo',
    });
  });
});
