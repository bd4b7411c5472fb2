import { createEmptyCard, fsrs, Rating, type Card, type Grade, type State } from 'ts-fsrs';
import type { ReviewOutcome } from './review-check.ts';

/**
 * A card's FSRS memory state as it is stored (one row per learner and card): plain numbers
 * and ISO times, so it travels through the REST API unchanged.
 */
export interface CardState {
  readonly due: string;
  readonly stability: number;
  readonly difficulty: number;
  readonly elapsedDays: number;
  readonly scheduledDays: number;
  readonly learningSteps: number;
  readonly reps: number;
  readonly lapses: number;
  /** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
  readonly state: number;
  readonly lastReview: string | null;
}

/** The rating a review answer gets (issue 25): exact → Good, a named slip → Hard, wrong → Again. */
export type ReviewRating = 'again' | 'hard' | 'good';

/** The desired retention: nine answers in ten right when a card comes due (FSRS's default). */
export const DESIRED_RETENTION = 0.9;

// Default parameters and no fuzz, so the same answers always give the same due dates.
const scheduler = fsrs({ request_retention: DESIRED_RETENTION, enable_fuzz: false });

const grades: Record<ReviewRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good };

/**
 * The rating of an outcome.
 *
 * @example
 * reviewRating('exact') // 'good'
 * reviewRating('slip') // 'hard'
 * reviewRating('wrong') // 'again'
 */
export function reviewRating(outcome: ReviewOutcome): ReviewRating {
  switch (outcome) {
    case 'exact':
      return 'good';
    case 'slip':
      return 'hard';
    case 'wrong':
      return 'again';
  }
}

function fromFsrs(card: Card): CardState {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

function toFsrs(card: CardState): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    ...(card.lastReview ? { last_review: new Date(card.lastReview) } : {}),
  };
}

/**
 * The state of a card never reviewed: due at once.
 *
 * @example newCardState(new Date('2026-01-01T10:00:00Z')).due // '2026-01-01T10:00:00.000Z'
 */
export function newCardState(now: Date): CardState {
  return fromFsrs(createEmptyCard(now));
}

/**
 * The card's next state after an answer rated at `now`, by FSRS (ts-fsrs, default parameters,
 * desired retention 0.9).
 *
 * @example scheduleReview(newCardState(now), 'good', now).due // ten minutes after now (a learning step)
 */
export function scheduleReview(card: CardState, rating: ReviewRating, now: Date): CardState {
  return fromFsrs(scheduler.next(toFsrs(card), now, grades[rating]).card);
}

/**
 * Whether a card is due now: its due time has come. Only such cards are counted, shown in the
 * header badge and asked in a session; a card answered a minute ago that comes back in ten
 * minutes is not due yet.
 *
 * @example
 * isDue({ due: '2026-03-02T10:00:00Z' }, new Date('2026-03-02T10:00:00Z')) // true
 * isDue({ due: '2026-03-02T10:10:00Z' }, new Date('2026-03-02T10:00:00Z')) // false
 */
export function isDue(card: Pick<CardState, 'due'>, now: Date): boolean {
  return Date.parse(card.due) <= now.getTime();
}

/**
 * When the next card not yet due comes due: the earliest due time after `now` (ISO), or
 * undefined when no card is waiting. "Next review in 10 minutes" on the Review page.
 *
 * @example
 * nextDue([{ due: '2026-03-02T10:30:00Z' }, { due: '2026-03-02T10:10:00Z' }], new Date('2026-03-02T10:00:00Z'))
 * // '2026-03-02T10:10:00Z'
 */
export function nextDue(cards: Iterable<Pick<CardState, 'due'>>, now: Date): string | undefined {
  let next: string | undefined;
  for (const card of cards) {
    const at = Date.parse(card.due);
    if (at > now.getTime() && (next === undefined || at < Date.parse(next))) next = card.due;
  }
  return next;
}
