import { describe, expect, it } from 'vitest';
import { headingAnchor } from '../display/heading-anchor.ts';
import { testLexicon } from '../test-support/test-lexicon.ts';
import { judgeReviewAnswer, reviewSolution, type AnswerCheck } from './review-check.ts';
import { isDue, newCardState, nextDue, reviewRating, scheduleReview } from './schedule.ts';

const german: AnswerCheck = { kind: 'words', accepted: ['das Mädchen'], language: 'de' };
const english: AnswerCheck = {
  kind: 'words',
  accepted: ['to work', 'to study'],
  language: 'en',
  caseInsensitive: true,
  verb: true,
};

describe('judgeReviewAnswer', () => {
  it('calls the accepted answer exact, with the course’s word check', () => {
    expect(judgeReviewAnswer('das Mädchen', german)).toEqual({ outcome: 'exact' });
    expect(judgeReviewAnswer('  das   Mädchen ', german)).toEqual({ outcome: 'exact' });
    expect(judgeReviewAnswer('Work', english)).toEqual({ outcome: 'exact' });
    expect(judgeReviewAnswer('to study', english)).toEqual({ outcome: 'exact' });
  });

  it('names a slip the checker hints at: umlaut, capitalisation, typo', () => {
    expect(judgeReviewAnswer('das Maedchen', german)).toEqual({ outcome: 'slip', hint: 'umlaut' });
    expect(judgeReviewAnswer('das mädchen', german)).toEqual({ outcome: 'slip', hint: 'capitalisation' });
    expect(judgeReviewAnswer('das Mädchan', german)).toEqual({ outcome: 'slip', hint: 'typo' });
    expect(judgeReviewAnswer('wrk', english)).toEqual({ outcome: 'slip', hint: 'typo' });
  });

  it('calls a grammar slip, another word or a blank wrong', () => {
    const article: AnswerCheck = { kind: 'words', accepted: ['den'], language: 'de' };
    expect(judgeReviewAnswer('dem', article)).toEqual({ outcome: 'wrong' });
    expect(judgeReviewAnswer('der Mädchen', german)).toEqual({ outcome: 'wrong' });
    expect(judgeReviewAnswer('  ', german)).toEqual({ outcome: 'wrong' });
  });

  it('checks a stored translation with the sentence check, never by listing answers', () => {
    const sentence: AnswerCheck = {
      kind: 'sentence',
      translation: ['Ich gebe', ['dem Kind den Ball', 'den Ball dem Kind']],
      language: 'de',
    };
    expect(judgeReviewAnswer('Ich gebe den Ball dem Kind.', sentence).outcome).toBe('exact');
    expect(judgeReviewAnswer('Ich gebe den Kind den Ball', sentence).outcome).toBe('wrong');
    expect(reviewSolution(sentence)).toBe('Ich gebe dem Kind den Ball');
    expect(reviewSolution(german)).toBe('das Mädchen');
  });

  it('shows the accepted answer closest to the learner’s, not the first one', () => {
    expect(reviewSolution(english, 'to stdy')).toBe('to study');
    expect(reviewSolution(english, '  ')).toBe('to work');
    const sentence: AnswerCheck = {
      kind: 'sentence',
      translation: ['I like', ['films.', 'movies.']],
      language: 'en',
    };
    expect(reviewSolution(sentence)).toBe('I like films.');
    expect(reviewSolution(sentence, 'I like movis.')).toBe('I like movies.');
  });
});

describe('judgeReviewAnswer: what grammar allows', () => {
  it('accepts another German word order, and gerade when the stored prompt is a progressive', () => {
    const check: AnswerCheck = {
      kind: 'sentence',
      translation: 'Der Hund spielt im Garten.',
      language: 'de',
      prompt: 'The dog is playing in the garden.',
    };
    expect(judgeReviewAnswer('Im Garten spielt der Hund.', check)).toEqual({ outcome: 'exact' });
    expect(judgeReviewAnswer('Im Garten der Hund spielt.', check)).toEqual({ outcome: 'wrong' });
    const lexicon = testLexicon({ optionalParticles: [{ word: 'gerade', when: 'progressive' }] });
    expect(judgeReviewAnswer('Der Hund spielt gerade im Garten.', check, { lexicon })).toEqual({
      outcome: 'exact',
    });
    expect(judgeReviewAnswer('Der Hund spielt gerade im Garten.', check)).toEqual({ outcome: 'wrong' });
  });
});

describe('reviewRating', () => {
  it('maps exact to Good, a slip to Hard and a wrong answer to Again', () => {
    expect(reviewRating('exact')).toBe('good');
    expect(reviewRating('slip')).toBe('hard');
    expect(reviewRating('wrong')).toBe('again');
  });
});

describe('scheduleReview (ts-fsrs, default parameters, retention 0.9)', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const minutes = (card: { due: string }, from: Date) =>
    (new Date(card.due).getTime() - from.getTime()) / 60_000;
  const days = (card: { due: string }, from: Date) => minutes(card, from) / 1440;

  it('makes a new card due at once', () => {
    const card = newCardState(now);
    expect(card.due).toBe(now.toISOString());
    expect(card.reps).toBe(0);
    expect(isDue(card, now)).toBe(true);
  });

  it('brings a wrong answer back sooner than a slip, and a slip sooner than an exact answer', () => {
    const card = newCardState(now);
    const again = scheduleReview(card, 'again', now);
    const hard = scheduleReview(card, 'hard', now);
    const good = scheduleReview(card, 'good', now);
    expect(minutes(again, now)).toBeLessThan(minutes(hard, now));
    expect(minutes(hard, now)).toBeLessThanOrEqual(minutes(good, now));
    expect(good.reps).toBe(1);
    expect(good.lastReview).toBe(now.toISOString());
  });

  it('spaces a card that keeps being remembered further and further apart', () => {
    let card = newCardState(now);
    let at = now;
    const intervals: number[] = [];
    for (let review = 0; review < 5; review += 1) {
      card = scheduleReview(card, 'good', at);
      intervals.push(days(card, at));
      at = new Date(card.due);
    }
    for (let index = 2; index < intervals.length; index += 1) {
      expect(intervals[index]).toBeGreaterThan(intervals[index - 1] ?? 0);
    }
    expect(intervals.at(-1)).toBeGreaterThan(10);
    // Forgotten after that: a lapse, and due again within the day.
    const lapsed = scheduleReview(card, 'again', at);
    expect(lapsed.lapses).toBe(1);
    expect(days(lapsed, at)).toBeLessThan(1);
  });

  it('gives the same due dates for the same answers (no fuzz)', () => {
    const first = scheduleReview(
      scheduleReview(newCardState(now), 'good', now),
      'good',
      new Date('2026-03-02T10:10:00Z'),
    );
    const second = scheduleReview(
      scheduleReview(newCardState(now), 'good', now),
      'good',
      new Date('2026-03-02T10:10:00Z'),
    );
    expect(first).toEqual(second);
  });

  it('counts a card as due only once its time has come, not later the same day', () => {
    const answered = scheduleReview(newCardState(now), 'good', now);
    expect(isDue(answered, now)).toBe(false);
    expect(isDue(answered, new Date(now.getTime() + 9 * 60_000))).toBe(false);
    expect(isDue(answered, new Date(answered.due))).toBe(true);
    expect(isDue({ due: new Date(now.getTime() + 60 * 60_000).toISOString() }, now)).toBe(false);
  });

  it('names when the next card not yet due comes due', () => {
    const soon = scheduleReview(newCardState(now), 'good', now);
    const sooner = scheduleReview(newCardState(now), 'again', now);
    expect(nextDue([soon, sooner, newCardState(now)], now)).toBe(sooner.due);
    expect(minutes(soon, now)).toBe(10);
    expect(nextDue([newCardState(now)], now)).toBeUndefined();
    expect(nextDue([], now)).toBeUndefined();
  });
});

describe('headingAnchor', () => {
  it('makes a link-safe anchor of a heading', () => {
    expect(headingAnchor('Three words for "you"')).toBe('three-words-for-you');
    expect(headingAnchor('er, sie, es: “it” has three forms')).toBe('er-sie-es-it-has-three-forms');
    expect(headingAnchor('Größe <span class="x">und</span> Maß')).toBe('größe-und-maß');
  });
});
