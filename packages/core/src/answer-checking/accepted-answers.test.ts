import { describe, expect, it } from 'vitest';
import {
  acceptedAnswerCount,
  acceptedAnswers,
  countAcceptedAnswers,
  maxInputLength,
} from './accepted-answers.ts';
import type { Translation } from './types.ts';

describe('acceptedAnswers', () => {
  it('gives a plain string trimmed, with its punctuation', () => {
    expect([...acceptedAnswers('  Das ist  gut. ')]).toEqual(['Das ist gut.']);
  });

  it('joins segments with single spaces and drops an empty alternative with its space', () => {
    expect([...acceptedAnswers(['I am', ['very', ''], 'tired.'])]).toEqual([
      'I am very tired.',
      'I am tired.',
    ]);
    expect([...acceptedAnswers([['Also', ''], 'ich komme', ['heute', '']])]).toEqual([
      'Also ich komme heute',
      'Also ich komme',
      'ich komme heute',
      'ich komme',
    ]);
  });

  it('starts with every first alternative and turns the last segment fastest', () => {
    expect([...acceptedAnswers([['Hi', 'Hello'], ['you', 'there'], 'friend'])]).toEqual([
      'Hi you friend',
      'Hi there friend',
      'Hello you friend',
      'Hello there friend',
    ]);
  });

  it('trims alternatives and gives each answer once, however it is spelled by the segments', () => {
    expect([...acceptedAnswers([[' I am ', 'I am', 'I  am'], 'here'])]).toEqual(['I am here']);
    expect([
      ...acceptedAnswers([
        ['I am', 'I', ''],
        ['am', ''],
      ]),
    ]).toEqual(['I am am', 'I am', 'I', 'am', '']);
  });

  it('stops at the limit without going through the rest', () => {
    const huge: Translation = Array.from({ length: 30 }, () => ['ja', 'nein', 'doch']);
    const first = [...acceptedAnswers(huge, { limit: 2 })];
    expect(first).toEqual([Array(30).fill('ja').join(' '), [...Array(29).fill('ja'), 'nein'].join(' ')]);
    expect([...acceptedAnswers(huge, { limit: 0 })]).toEqual([]);
  });

  it('gives nothing when a segment has no alternatives', () => {
    expect([...acceptedAnswers(['Ich', []])]).toEqual([]);
  });
});

describe('countAcceptedAnswers', () => {
  it('multiplies the alternatives of every segment, an empty one included', () => {
    expect(countAcceptedAnswers(['I am', ['very', 'so', ''], ['tired', 'sleepy']])).toBe(6);
    expect(countAcceptedAnswers('Das ist gut')).toBe(1);
  });

  it('counts an alternative written twice in a segment once', () => {
    expect(countAcceptedAnswers([['Hi', ' Hi ', 'Hello'], 'there'])).toBe(2);
  });

  it('counts 10^12 combinations without listing them', () => {
    const translation: Translation = Array.from({ length: 12 }, (_, segment) =>
      Array.from({ length: 10 }, (_, alternative) => `w${segment}x${alternative}`),
    );
    expect(countAcceptedAnswers(translation)).toBe(1e12);
  });
});

describe('maxInputLength', () => {
  it('is the trimmed length of a plain string plus one', () => {
    expect(maxInputLength('  Das ist gut. ')).toBe('Das ist gut.'.length + 1);
  });

  it('is the longest accepted answer as displayed plus one', () => {
    expect(maxInputLength(['I am', ['very', ''], 'tired.'])).toBe('I am very tired.'.length + 1);
    expect(maxInputLength([["I'm", '  I am  '], ['really very', 'so', ''], 'tired'])).toBe(
      'I am really very tired'.length + 1,
    );
  });

  it('adds no space for a segment that is always empty', () => {
    expect(maxInputLength(['Ja', '', ['']])).toBe('Ja'.length + 1);
    expect(maxInputLength([['', ''], 'Ja'])).toBe('Ja'.length + 1);
  });

  it('finds the longest of 10^12 answers from the segments alone', () => {
    const translation: Translation = Array.from({ length: 12 }, () => ['a', 'bbb', '']);
    expect(maxInputLength(translation)).toBe(12 * 3 + 11 + 1);
  });
});

describe('acceptedAnswerCount', () => {
  it('is the product of the segments when each segment fills fixed word positions', () => {
    expect(acceptedAnswerCount(['I am', ['very', 'so'], ['tired', 'sleepy']])).toEqual({
      count: 4,
      exact: true,
    });
  });

  it('counts answers that two combinations spell alike once', () => {
    expect(
      acceptedAnswerCount([
        ['I am', 'I', ''],
        ['am', ''],
      ]),
    ).toEqual({ count: 5, exact: true });
  });

  it('gives the combinations as an upper bound instead of listing millions', () => {
    const huge: Translation = Array.from({ length: 30 }, () => ['ja', 'nein', '']);
    expect(acceptedAnswerCount(huge)).toEqual({ count: 3 ** 30, exact: false });
    const wide: Translation = Array.from({ length: 30 }, () => ['ja', 'nein', 'doch']);
    expect(acceptedAnswerCount(wide)).toEqual({ count: 3 ** 30, exact: true });
  });
});
