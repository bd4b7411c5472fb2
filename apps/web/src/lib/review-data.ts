import { useEffect, useMemo } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  isDueToday,
  newCardState,
  type AnswerCheck,
  type CardState,
  type ReviewRating,
} from '@grundlagen/core';
import { findMenuItemByCode, type ReviewItem } from '@grundlagen/content';
import { userQueryOptions } from './auth.ts';
import { enqueueRows, flushOutbox, outboxRowKey, unsentRows } from './outbox.ts';
import { queryKeys } from './query-keys.ts';
import { supabase } from './supabase.ts';
import { useTracker } from './tracker.tsx';

/** The learner's own tables of issue 25 (migration 005, supabase/schema.sql). */
export const REVIEW_CARDS_TABLE = 'review_cards';
export const REVIEW_LOG_TABLE = 'review_log';
export const MISTAKES_TABLE = 'mistakes';

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

/** A recorded wrong answer, as mistakes holds it. */
export type MistakeRow = {
  id: string;
  /** The progress code of the page (`1dsp`, `1nv`). */
  set_code: string;
  /** The question on that page: `3-0` (question 3, first blank), or a review card's id on test pages. */
  question_key: string;
  /** The question's number on a drill or exercise page, for its anchor there. */
  question_num: number | null;
  prompt: string;
  answer: string;
  /** How the question is checked (core's AnswerCheck as JSON), so it can be practised later. */
  answer_check: string;
  made_at: string;
  fixed_at: string | null;
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

function userIdOf(queryClient: QueryClient): string {
  const user = queryClient.getQueryData(userQueryOptions().queryKey);
  if (!user) throw new Error('No learner is signed in.');
  return user.id;
}

/** The server's rows with the rows not yet sent on top (offline work is never hidden). */
async function loadRows<T extends object>(
  queryClient: QueryClient,
  table: string,
  key: readonly (keyof T & string)[],
  label: string,
): Promise<T[]> {
  const userId = userIdOf(queryClient);
  void flushOutbox(userId);
  const { data, error } = await supabase().from(table).select('*');
  if (error) throw new Error(`${label} could not be loaded.`);
  const rows = new Map((data as T[]).map((row) => [outboxRowKey(key, row as Record<string, unknown>), row]));
  for (const [rowId, row] of unsentRows(userId, table)) rows.set(rowId, row as T);
  return [...rows.values()];
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

/** The learner's mistakes, newest first. */
export function mistakesQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: queryKeys.mistakes(),
    queryFn: async () =>
      (await loadRows<MistakeRow>(queryClient, MISTAKES_TABLE, ['id'], 'Your mistakes')).sort(
        (a, b) => Date.parse(b.made_at) - Date.parse(a.made_at),
      ),
    staleTime: Infinity,
  });
}

/** Codes whose passed test earns cards: vocabulary trainers and memorisation/review units. */
function earningCodes(codes: readonly string[]): string[] {
  return codes.filter((code) => {
    const kind = findMenuItemByCode(code)?.kind;
    return kind === 'vocabulary' || kind === 'memorization' || kind === 'review';
  });
}

function reviewItemsQueryOptions(codes: readonly string[]) {
  return queryOptions({
    queryKey: queryKeys.reviewItems(codes),
    queryFn: async () => (await import('./review-items.ts')).reviewItemsFor(codes),
    staleTime: Infinity,
  });
}

/** Saves cards' new states (and their log rows): the cache at once, the server through the outbox. */
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
    enqueueRows(userId, {
      table: REVIEW_CARDS_TABLE,
      key: ['card_id'],
      rows: states.map(({ cardId, state }) => toCardRow(cardId, state)),
    }),
    enqueueRows(userId, {
      table: REVIEW_LOG_TABLE,
      key: ['id'],
      rows: log.map((entry) => ({
        id: crypto.randomUUID(),
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
  /** Cards due by the end of today, earliest first. */
  due: readonly ReviewItem[];
}

/**
 * The learner's review deck: the cards their passed tests earn, each with its FSRS state. The
 * first visit after passing a test creates that test's cards (due at once).
 */
export function useReviewDeck(): ReviewDeck {
  const queryClient = useQueryClient();
  const tracker = useTracker();
  const codes = useMemo(() => earningCodes(tracker.codes), [tracker.codes]);
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

  return useMemo(() => {
    const status = items.isError || cards.isError ? 'error' : items.data && states ? 'success' : 'pending';
    const now = new Date();
    const all = items.data ?? [];
    const stateOf = (item: ReviewItem) => states?.get(item.id) ?? newCardState(now);
    const due = states
      ? all
          .filter((item) => isDueToday(stateOf(item), now))
          .sort((a, b) => Date.parse(stateOf(a).due) - Date.parse(stateOf(b).due))
      : [];
    return { status, items: all, states: states ?? new Map(), due };
  }, [items.data, items.isError, cards.isError, states]);
}

/** One wrong answer to record. */
export interface MistakeEntry {
  questionKey: string;
  questionNum?: number;
  prompt: string;
  answer: string;
  check: AnswerCheck;
}

async function changeMistakes(
  queryClient: QueryClient,
  change: (current: readonly MistakeRow[]) => MistakeRow[],
): Promise<void> {
  const userId = userIdOf(queryClient);
  const current = await queryClient
    .ensureQueryData(mistakesQueryOptions(queryClient))
    .catch(() => queryClient.getQueryData<MistakeRow[]>(queryKeys.mistakes()) ?? []);
  const changed = change(current);
  if (changed.length === 0) return;
  const byId = new Map(current.map((row) => [row.id, row]));
  for (const row of changed) byId.set(row.id, row);
  queryClient.setQueryData(
    queryKeys.mistakes(),
    [...byId.values()].sort((a, b) => Date.parse(b.made_at) - Date.parse(a.made_at)),
  );
  await enqueueRows(userId, { table: MISTAKES_TABLE, key: ['id'], rows: changed });
}

/**
 * Records checked wrong answers of a page (a drill, an exercise, a test). The same wrong answer
 * to a question not yet fixed is recorded once.
 */
export function recordMistakes(
  queryClient: QueryClient,
  setCode: string,
  entries: readonly MistakeEntry[],
): Promise<void> {
  if (entries.length === 0) return Promise.resolve();
  const at = new Date().toISOString();
  return changeMistakes(queryClient, (current) =>
    entries
      .filter(
        (entry) =>
          !current.some(
            (row) =>
              row.set_code === setCode &&
              row.question_key === entry.questionKey &&
              row.fixed_at === null &&
              row.answer === entry.answer.trim(),
          ),
      )
      .map((entry) => ({
        id: crypto.randomUUID(),
        set_code: setCode,
        question_key: entry.questionKey,
        question_num: entry.questionNum ?? null,
        prompt: entry.prompt,
        answer: entry.answer.trim(),
        answer_check: JSON.stringify(entry.check),
        made_at: at,
        fixed_at: null,
      })),
  );
}

/** Marks the open mistakes of these questions fixed: the learner has now answered them right. */
export function markMistakesFixed(
  queryClient: QueryClient,
  setCode: string,
  questionKeys: readonly string[],
): Promise<void> {
  if (questionKeys.length === 0) return Promise.resolve();
  const keys = new Set(questionKeys);
  const at = new Date().toISOString();
  return changeMistakes(queryClient, (current) =>
    current
      .filter((row) => row.set_code === setCode && keys.has(row.question_key) && row.fixed_at === null)
      .map((row) => ({ ...row, fixed_at: at })),
  );
}

/** Marks mistakes fixed by id (a right answer in a "Practise these" session). */
export function markMistakeIdsFixed(queryClient: QueryClient, ids: readonly string[]): Promise<void> {
  const wanted = new Set(ids);
  const at = new Date().toISOString();
  return changeMistakes(queryClient, (current) =>
    current
      .filter((row) => wanted.has(row.id) && row.fixed_at === null)
      .map((row) => ({ ...row, fixed_at: at })),
  );
}
