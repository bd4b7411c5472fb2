import { describe, expect, it } from 'vitest';
import { isGermanFunctionWord } from './german-function-words.ts';

describe('isGermanFunctionWord', () => {
  it('knows every form of the articles, kein and the possessives, in any case', () => {
    for (const word of ['der', 'die', 'das', 'den', 'dem', 'des', 'denen', 'dessen']) {
      expect(isGermanFunctionWord(word)).toBe(true);
    }
    for (const stem of ['ein', 'kein', 'mein', 'dein', 'sein', 'ihr', 'unser']) {
      for (const ending of ['', 'e', 'en', 'em', 'er', 'es'])
        expect(isGermanFunctionWord(stem + ending)).toBe(true);
    }
    for (const word of ['euer', 'eure', 'euren', 'eurem', 'eurer', 'eures', 'Ihren', 'EINEN']) {
      expect(isGermanFunctionWord(word)).toBe(true);
    }
  });

  it('knows the dieser, jeder and welcher forms and the personal pronouns', () => {
    for (const word of ['dieser', 'diesem', 'jede', 'jedes', 'welchen', 'welcher']) {
      expect(isGermanFunctionWord(word)).toBe(true);
    }
    for (const word of ['ich', 'mich', 'mir', 'dich', 'dir', 'ihn', 'ihm', 'uns', 'euch', 'Ihnen', 'Sie']) {
      expect(isGermanFunctionWord(word)).toBe(true);
    }
  });

  it('does not know nouns, slips or adjective endings', () => {
    for (const word of ['Lehrers', 'Lehrres', 'dne', 'eien', 'guten', 'kleines', 'Radio']) {
      expect(isGermanFunctionWord(word)).toBe(false);
    }
  });
});
