import { useEffect, useMemo, useState } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isDue, newCardState, nextDue, type CardState, type ReviewRating } from '@grundlagen/core';
import type { ReviewItem } from '@grundlagen/content';
import { queueWrite } from './write-queue.ts';
import { loadRows, userIdOf } from './owned-rows.ts';
import { userQueryOptions } from './auth.ts';
import { earningCodes, keptReviewCodes } from './review-codes.ts';
import { queryKeys } from './query-keys.ts';
import { randomId } from './uuid.ts';
import { useTracker } from './tracker.tsx';

/** The learner's review tables (issue 25; migration 005, supabase/schema.sql). */
export const REVIEW_CARDS_TABLE = 'review_cards';
export const REVIEW_LOG_TABLE = 'review_log';

/** A stored card: its id and FSRS state, as review_cards holds it. */
export type CardRow = {
  card_id: string;
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: string | null;
};

function toState(row: CardRow): CardState {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsed_days,
    scheduledDays: row.scheduled_days,
    learningSteps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.last_review,
  };
}

export function toCardRow(cardId: string, state: CardState): CardRow {
  return {
    card_id: cardId,
    due: state.due,
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: state.elapsedDays,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: state.state,
    last_review: state.lastReview,
  };
}

/** The learner's cards by id. */
export function reviewCardsQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: queryKeys.reviewCards(),
    queryFn: async () => {
      const rows = await loadRows<CardRow>(queryClient, REVIEW_CARDS_TABLE, ['card_id'], 'Review cards');
      return new Map(rows.map((row) => [row.card_id, toState(row)]));
    },
    staleTime: Infinity,
  });
}

function reviewItemsQueryOptions(codes: readonly string[]) {
  return queryOptions({
    queryKey: queryKeys.reviewItems(codes),
    queryFn: async () => (await import('./review-items.ts')).reviewItemsFor(codes),
    staleTime: Infinity,
  });
}

/** Saves cards' new states (and their log rows): the cache at once, the server through the write queue. */
export async function saveCardStates(
  queryClient: QueryClient,
  states: readonly { cardId: string; state: CardState }[],
  log: readonly { cardId: string; rating: ReviewRating; answer: string; at: Date; state: CardState }[] = [],
): Promise<void> {
  const userId = userIdOf(queryClient);
  queryClient.setQueryData(queryKeys.reviewCards(), (current: Map<string, CardState> | undefined) => {
    const next = new Map(current);
    for (const { cardId, state } of states) next.set(cardId, state);
    return next;
  });
  const ratings: Record<ReviewRating, number> = { again: 1, hard: 2, good: 3 };
  await Promise.all([
    queueWrite(userId, {
      table: REVIEW_CARDS_TABLE,
      kind: 'review',
      key: ['card_id'],
      rows: states.map(({ cardId, state }) => toCardRow(cardId, state)),
    }),
    queueWrite(userId, {
      table: REVIEW_LOG_TABLE,
      kind: 'review',
      key: ['id'],
      rows: log.map((entry) => ({
        id: randomId(),
        card_id: entry.cardId,
        rating: ratings[entry.rating],
        answer: entry.answer,
        reviewed_at: entry.at.toISOString(),
        next_due: entry.state.due,
        stability: entry.state.stability,
        difficulty: entry.state.difficulty,
      })),
    }),
  ]);
}

export interface ReviewDeck {
  /** Loading the cards, or the cards could not be loaded. */
  status: 'pending' | 'error' | 'success';
  /** Every card the learner has earned. */
  items: readonly ReviewItem[];
  /** The stored state of each card (a card not yet stored is new and due now). */
  states: ReadonlyMap<string, CardState>;
  /** Cards due now, earliest first: the count, the header badge and a session take these. */
  due: readonly ReviewItem[];
  /** When the next card not yet due comes due (ISO), if one is waiting. */
  next: string | undefined;
}

/** The longest a timer waits (browsers run longer ones at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The learner's review deck: the cards their passed tests earn, each with its FSRS state. The
 * first visit after passing a test creates that test's cards (due at once).
 */
export function useReviewDeck(): ReviewDeck {
  const queryClient = useQueryClient();
  const tracker = useTracker();
  const { data: user } = useQuery(userQueryOptions());
  const codes = useMemo(
    () => earningCodes([...tracker.codes, ...keptReviewCodes(user)]),
    [tracker.codes, user],
  );
  const items = useQuery(reviewItemsQueryOptions(codes));
  const cards = useQuery(reviewCardsQueryOptions(queryClient));
  const states = cards.data;

  const missing = useMemo(
    () => (items.data && states ? items.data.filter((item) => !states.has(item.id)) : []),
    [items.data, states],
  );
  useEffect(() => {
    if (missing.length === 0) return;
    const now = new Date();
    void saveCardStates(
      queryClient,
      missing.map((item) => ({ cardId: item.id, state: newCardState(now) })),
    );
  }, [missing, queryClient]);

  // The deck is worked out again when the next card comes due, so a card answered ten minutes
  // ago joins the count without a reload.
  const [clock, setClock] = useState(() => Date.now());
  const waiting = states ? nextDue(states.values(), new Date(clock)) : undefined;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(
      () => setClock(Date.now()),
      Math.min(Math.max(Date.parse(waiting) - Date.now(), 0) + 50, MAX_TIMER_MS),
    );
    return () => window.clearTimeout(timer);
  }, [waiting]);

  return useMemo(() => {
    const status = items.isError || cards.isError ? 'error' : items.data && states ? 'success' : 'pending';
    const now = new Date(clock);
    const all = items.data ?? [];
    const stateOf = (item: ReviewItem) => states?.get(item.id) ?? newCardState(now);
    const due = states
      ? all
          .filter((item) => isDue(stateOf(item), now))
          .sort((a, b) => Date.parse(stateOf(a).due) - Date.parse(stateOf(b).due))
      : [];
    const next = states ? nextDue(all.map(stateOf), now) : undefined;
    return { status, items: all, states: states ?? new Map(), due, next };
  }, [items.data, items.isError, cards.isError, states, clock]);
}
