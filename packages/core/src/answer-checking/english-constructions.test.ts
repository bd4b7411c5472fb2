import { describe, expect, it } from 'vitest';
import { checkSentence } from './check-sentence.ts';
import type { Translation } from './types.ts';

const en = (answer: string, translation: Translation, prompt: string) =>
  checkSentence(answer, translation, { language: 'en', prompt }).correct;

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
