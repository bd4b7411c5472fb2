import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newCardState, scheduleReview, type CardState } from '@grundlagen/core';
import { reviewItemsFor } from '@grundlagen/content';
import { connect, signUpLearner } from '../../test/render-app.tsx';
import { queryKeys } from './query-keys.ts';
import {
  REVIEW_CARDS_TABLE,
  REVIEW_LOG_TABLE,
  reviewCardsQueryOptions,
  saveCardStates,
  useReviewDeck,
  type CardRow,
} from './review-deck.ts';
import { supabase, type User } from './supabase.ts';
import { TrackerProvider } from './tracker.tsx';

/**
 * A learner signed up on the real server with these tests passed (the progress tracker's row)
 * and these codes kept in the account; the cache knows the account, as after a login.
 */
async function learner(completed: string, kept: string[] = []) {
  await signUpLearner();
  const saved = await supabase()
    .from('completed')
    .upsert([{ num: 1, completed_list: completed }]);
  if (saved.error) throw new Error(saved.error.message);
  const { data, error } = await supabase().auth.updateUser({ data: { reviewCodes: kept } });
  if (error) throw new Error(error.message);
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.user(), data.user);
  return { queryClient, user: data.user as User };
}

function renderDeck(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TrackerProvider>{children}</TrackerProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useReviewDeck(), { wrapper });
}

async function serverCards(): Promise<CardRow[]> {
  const { data, error } = await supabase().from(REVIEW_CARDS_TABLE).select('*');
  if (error) throw new Error(error.message);
  return data as CardRow[];
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id).sort();

beforeEach(() => {
  connect();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useReviewDeck', () => {
  it('holds the cards of passed tests and kept codes, each new card due now and stored', async () => {
    // 1nsp (memorisation) earns cards, 1dsp (a drill) does not; 2nda was kept in the account.
    const { queryClient } = await learner('1nsp,1dsp', ['2nda']);
    const { result } = renderDeck(queryClient);
    await waitFor(() => expect(result.current.status).toBe('success'));
    const earned = await reviewItemsFor(['1nsp', '2nda']);
    expect(earned).toHaveLength(25);
    expect(ids(result.current.items)).toEqual(ids(earned));
    // The first visit creates the cards on the server, and the deck then knows their states.
    await vi.waitFor(async () => expect(await serverCards()).toHaveLength(25));
    expect((await serverCards()).every((card) => card.reps === 0)).toBe(true);
    await waitFor(() => expect(result.current.states.size).toBe(25));
    // Every card is due (the deck counts them once their creation time has come, within moments).
    await waitFor(() => expect(ids(result.current.due)).toEqual(ids(earned)));
    expect(result.current.next).toBeUndefined();
  });

  it('puts the earliest due card first, and counts a card again when it comes due', async () => {
    const { queryClient } = await learner('1nsp');
    const { result } = renderDeck(queryClient);
    await waitFor(() => expect(result.current.states.size).toBe(9));
    await waitFor(() => expect(result.current.due).toHaveLength(9));
    const [first, second] = result.current.due;
    if (!first || !second) throw new Error('no cards');

    // A card overdue since yesterday comes before the cards due since now.
    const yesterday = newCardState(new Date(Date.now() - 86_400_000));
    act(() =>
      queryClient.setQueryData(queryKeys.reviewCards(), (current: Map<string, CardState> | undefined) =>
        new Map(current).set(second.id, yesterday),
      ),
    );
    await waitFor(() => expect(result.current.due[0]?.id).toBe(second.id));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.now() });
    // Answered "good" now: back in ten minutes (a learning step).
    const answered = scheduleReview(newCardState(new Date()), 'good', new Date());
    const wait = Date.parse(answered.due) - Date.now();
    expect(wait).toBeGreaterThan(60_000);
    act(() =>
      queryClient.setQueryData(queryKeys.reviewCards(), (current: Map<string, CardState> | undefined) =>
        new Map(current).set(first.id, answered),
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.due).toHaveLength(8);
    expect(result.current.due.map((item) => item.id)).not.toContain(first.id);
    expect(result.current.next).toBe(answered.due);

    await act(() => vi.advanceTimersByTimeAsync(wait - 1_000));
    expect(result.current.due).toHaveLength(8);
    // Without a reload, once its time has come: last, being due latest.
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(result.current.due).toHaveLength(9);
    expect(result.current.due.at(-1)?.id).toBe(first.id);
    expect(result.current.next).toBeUndefined();
  });
});

describe('saveCardStates', () => {
  it('updates the cache at once and stores the states and the log on the server', async () => {
    const { queryClient } = await learner('');
    const [card] = await reviewItemsFor(['1nsp']);
    if (!card) throw new Error('no card');
    const now = new Date();
    const state = scheduleReview(newCardState(now), 'hard', now);
    const saving = saveCardStates(
      queryClient,
      [{ cardId: card.id, state }],
      [{ cardId: card.id, rating: 'hard', answer: 'ich', at: now, state }],
    );
    expect(queryClient.getQueryData<Map<string, CardState>>(queryKeys.reviewCards())?.get(card.id)).toBe(
      state,
    );
    await saving;

    await vi.waitFor(async () => expect(await serverCards()).toHaveLength(1));
    const log = await supabase().from(REVIEW_LOG_TABLE).select('card_id,rating,answer,reviewed_at,next_due');
    expect(log.data).toHaveLength(1);
    expect(log.data?.[0]).toMatchObject({ card_id: card.id, rating: 2, answer: 'ich' });
    expect(Date.parse(log.data?.[0]?.reviewed_at as string)).toBe(now.getTime());
    expect(Date.parse(log.data?.[0]?.next_due as string)).toBe(Date.parse(state.due));

    // Read back by a fresh page: the same state.
    const fresh = new QueryClient();
    fresh.setQueryData(queryKeys.user(), queryClient.getQueryData(queryKeys.user()));
    const stored = (await fresh.fetchQuery(reviewCardsQueryOptions(fresh))).get(card.id);
    expect(stored).toMatchObject({
      stability: state.stability,
      difficulty: state.difficulty,
      reps: 1,
      lapses: state.lapses,
      state: state.state,
      learningSteps: state.learningSteps,
      scheduledDays: state.scheduledDays,
      elapsedDays: state.elapsedDays,
    });
    expect(Date.parse(stored?.due ?? '')).toBe(Date.parse(state.due));
    expect(Date.parse(stored?.lastReview ?? '')).toBe(now.getTime());
  });
});
