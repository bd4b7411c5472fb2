import { describe, expect, it } from 'vitest';
import {
  choiceSetComplete,
  choiceState,
  isOrderCorrect,
  shortestAnswerLength,
  SUBJECT_PRONOUN_MINIMUM_LENGTH,
  TRANSLATION_MINIMUM_LENGTH,
  typedSetComplete,
  wordOrderComplete,
} from './completion.ts';

const visit = { resetThisVisit: false };

describe('typedSetComplete', () => {
  const ten = { minimumLength: TRANSLATION_MINIMUM_LENGTH, resetThisVisit: false };

  it('is complete when every answer reaches the minimum length', () => {
    expect(typedSetComplete([{ answer: 'Ich arbeite.' }, { answer: 'Du spielst.' }], ten)).toBe(true);
  });

  it('is not complete when one answer is too short or empty', () => {
    expect(typedSetComplete([{ answer: 'Ich arbeite.' }, { answer: 'Du' }], ten)).toBe(false);
    expect(typedSetComplete([{ answer: 'Ich arbeite.' }, { answer: '' }], ten)).toBe(false);
  });

  it('does not count surrounding white space', () => {
    expect(typedSetComplete([{ answer: '   du     ' }], ten)).toBe(false);
  });

  it('never completes after a reset during this visit', () => {
    expect(typedSetComplete([{ answer: 'Ich arbeite.' }], { ...ten, resetThisVisit: true })).toBe(false);
  });

  it('lowers the minimum to the shortest accepted answer (a short sentence can be done)', () => {
    expect(typedSetComplete([{ answer: 'Ich bin.', shortestAccepted: 8 }], ten)).toBe(true);
    expect(typedSetComplete([{ answer: 'Ich bi', shortestAccepted: 8 }], ten)).toBe(false);
  });

  it('needs 2 characters in the subject-pronoun drill', () => {
    const options = { minimumLength: SUBJECT_PRONOUN_MINIMUM_LENGTH, resetThisVisit: false };
    expect(typedSetComplete([{ answer: 'du' }, { answer: 'Sie' }], options)).toBe(true);
    expect(typedSetComplete([{ answer: 'd' }, { answer: 'Sie' }], options)).toBe(false);
  });

  it('is not complete for a set without inputs', () => {
    expect(typedSetComplete([], ten)).toBe(false);
  });
});

describe('shortestAnswerLength', () => {
  it('drops an optional segment and its space', () => {
    expect(shortestAnswerLength(['I am', ['', 'very'], 'tired'])).toBe('I am tired'.length);
  });

  it('takes the shortest alternative of each segment', () => {
    expect(shortestAnswerLength([["I'm", 'I am'], 'working'])).toBe("I'm working".length);
  });

  it('measures a plain string after collapsing white space', () => {
    expect(shortestAnswerLength('  Das  ist gut ')).toBe('Das ist gut'.length);
  });

  it('is 0 when every segment is optional', () => {
    expect(shortestAnswerLength([['', 'a'], ['']])).toBe(0);
  });
});

describe('word order', () => {
  const correctOrders = [
    [1, 2, 3, 4],
    [3, 2, 1, 4],
  ];

  it('is correct only for an accepted order', () => {
    expect(isOrderCorrect([1, 2, 3, 4], correctOrders)).toBe(true);
    expect(isOrderCorrect([3, 2, 1, 4], correctOrders)).toBe(true);
    expect(isOrderCorrect([2, 1, 3, 4], correctOrders)).toBe(false);
    expect(isOrderCorrect([1, 2, 3], correctOrders)).toBe(false);
  });

  it('completes when every jumble is correct', () => {
    expect(
      wordOrderComplete(
        [
          { order: [1, 2, 3, 4], correctOrders },
          { order: [3, 2, 1, 4], correctOrders },
        ],
        visit,
      ),
    ).toBe(true);
    expect(
      wordOrderComplete(
        [
          { order: [1, 2, 3, 4], correctOrders },
          { order: [4, 3, 2, 1], correctOrders },
        ],
        visit,
      ),
    ).toBe(false);
    expect(wordOrderComplete([], visit)).toBe(false);
  });

  it('never completes after a reset during this visit', () => {
    expect(wordOrderComplete([{ order: [1, 2, 3, 4], correctOrders }], { resetThisVisit: true })).toBe(false);
  });
});

describe('choice drills', () => {
  it('styles each row as unanswered, correct or incorrect', () => {
    expect(choiceState(undefined, 'kein')).toBe('none');
    expect(choiceState('none', 'kein')).toBe('none');
    expect(choiceState('kein', 'kein')).toBe('correct');
    expect(choiceState('nicht', 'kein')).toBe('incorrect');
  });

  it('completes when every row is answered, right or wrong', () => {
    const forty = Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? 'kein' : 'nicht'));
    expect(choiceSetComplete(forty, 40, visit)).toBe(true);
    expect(choiceSetComplete([...forty.slice(0, 39), ''], 40, visit)).toBe(false);
    expect(choiceSetComplete([...forty.slice(0, 39), 'none'], 40, visit)).toBe(false);
  });

  it('never completes after a reset during this visit', () => {
    expect(choiceSetComplete(['kein'], 1, { resetThisVisit: true })).toBe(false);
  });
});
