import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { blankAnswers, type AnswerSetSpec, type AnswerValues } from '../api/answers.ts';
import { usePracticeAnswers } from './use-practice-answers.ts';

const saveAnswers = vi.hoisted(() =>
  vi.fn<(spec: unknown, changes: AnswerValues, userId: string) => Promise<void>>(),
);
/** The learner's answers as a prerendered page fetches them once hydrated (server, queued on top). */
const loadAnswerLayers = vi.hoisted(() =>
  vi.fn<(spec: unknown) => Promise<{ server: AnswerValues; current: AnswerValues }>>(),
);
vi.mock('../api/answers.ts', async (original) => ({
  ...(await original<object>()),
  saveAnswers,
  loadAnswerLayers,
}));
vi.mock('../../../lib/auth.ts', () => ({ backend: async () => ({}) }));
/** The write queue as the hook sees it: what it was given, and its listener. */
const queue = vi.hoisted(() => ({
  queueWrite: vi.fn(async (..._args: unknown[]) => undefined),
  listeners: new Set<(state: { failing: boolean; needsSignIn: boolean }) => void>(),
}));
vi.mock('../../../lib/write-queue.ts', () => ({
  queueWrite: queue.queueWrite,
  subscribeQueue: (listener: (state: { failing: boolean; needsSignIn: boolean }) => void) => {
    queue.listeners.add(listener);
    return () => queue.listeners.delete(listener);
  },
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast }));

const spec: AnswerSetSpec = {
  table: 'ch1_subj_pronoun',
  label: 'subject pronouns',
  columns: ['userAnswer'],
  questionNums: [1, 2, 3],
  createMissing: true,
};
const server: AnswerValues = { 1: ['du'], 2: [''], 3: [''] };

function setup(queryClient = new QueryClient(), loaded: AnswerValues = server) {
  queryClient.setQueryData(queryKeys.answers(spec.table), loaded);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => usePracticeAnswers(spec, 'learner'), { wrapper }) };
}

/** A promise the test settles by hand, to hold a save in flight. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

beforeEach(() => {
  saveAnswers.mockReset();
  loadAnswerLayers.mockReset();
  queue.queueWrite.mockClear();
  for (const fn of Object.values(toast)) fn.mockReset();
});

describe('usePracticeAnswers', () => {
  it('queues every edit in the browser at once, without sending it while saving works', () => {
    const { result } = setup();
    act(() => result.current.setValue(2, 0, 'Sie'));
    expect(queue.queueWrite).toHaveBeenCalledWith(
      'learner',
      {
        table: spec.table,
        key: ['questionNum'],
        kind: 'answer',
        rows: [{ questionNum: 2, userAnswer: 'Sie' }],
      },
      { send: false },
    );
  });

  it('saves only the changes and writes them into the cache', async () => {
    saveAnswers.mockResolvedValue(undefined);
    const { result, queryClient } = setup();
    act(() => result.current.setValue(3, 0, 'ihr'));
    await act(() => result.current.save());
    expect(saveAnswers).toHaveBeenCalledWith(spec, { 3: ['ihr'] }, 'learner');
    expect(queryClient.getQueryData(queryKeys.answers(spec.table))).toEqual({
      1: ['du'],
      2: [''],
      3: ['ihr'],
    });
    expect(toast.success).toHaveBeenCalledWith('Work saved.');

    await act(() => result.current.save());
    expect(saveAnswers).toHaveBeenCalledTimes(1);
    expect(toast.info).toHaveBeenCalledWith('Work already saved.');
  });

  it('reports a failed save once, keeps the answers and retries until the server answers', async () => {
    saveAnswers.mockRejectedValueOnce(new Error('User answers (subject pronouns) could not be updated'));
    saveAnswers.mockResolvedValue(undefined);
    const { result } = setup();
    act(() => result.current.setValue(2, 0, 'Sie'));
    await act(() => result.current.save());
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error.mock.calls[0]?.[0]).toContain('kept in this browser');

    expect(result.current.unsent).toBe(true);
    // Edits made meanwhile are sent with the queue.
    act(() => result.current.setValue(3, 0, 'ihr'));
    expect(queue.queueWrite).toHaveBeenLastCalledWith('learner', expect.anything(), { send: true });

    // Once the queue gets through, the page saves again, which ends the unsent state.
    act(() => {
      for (const listener of queue.listeners) listener({ failing: false, needsSignIn: false });
    });
    await waitFor(() => expect(saveAnswers).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.unsent).toBe(false));
    expect(saveAnswers).toHaveBeenLastCalledWith(spec, { 2: ['Sie'], 3: ['ihr'] }, 'learner');
  });

  it('runs one save at a time; a save asked for meanwhile sends what changed since', async () => {
    const held = deferred();
    saveAnswers.mockReturnValueOnce(held.promise);
    saveAnswers.mockResolvedValue(undefined);
    const { result } = setup();
    act(() => result.current.setValue(2, 0, 'Sie'));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.save();
    });
    await waitFor(() => expect(saveAnswers).toHaveBeenCalledTimes(1));
    act(() => result.current.setValue(3, 0, 'ihr'));
    let second: Promise<void> = Promise.resolve();
    act(() => {
      second = result.current.save();
    });
    // The second save waits for the first: once all that is pending has run, it still has not started.
    await act(() => new Promise<void>((settle) => setImmediate(settle)));
    expect(saveAnswers).toHaveBeenCalledTimes(1);

    held.resolve();
    await act(() => Promise.all([first, second]));
    expect(saveAnswers.mock.calls.map(([, changes]) => changes)).toEqual([{ 2: ['Sie'] }, { 3: ['ihr'] }]);
  });

  it('on a prerendered page, saves what was typed before the answers arrived though the server has it', async () => {
    // The write queue sent the typed answer (its first round, at hydration) before the page read
    // the learner's answers: the server's answers arrive holding it already.
    const arrival = deferred();
    loadAnswerLayers.mockImplementation(async () => {
      await arrival.promise;
      return { server: { 1: ['du'], 2: ['Sie'], 3: [''] }, current: { 1: ['du'], 2: ['Sie'], 3: [''] } };
    });
    saveAnswers.mockResolvedValue(undefined);
    const { result } = setup(new QueryClient(), blankAnswers(spec));
    act(() => result.current.setValue(2, 0, 'Sie'));
    await act(async () => arrival.resolve());
    await waitFor(() => expect(result.current.arrived).not.toBeNull());
    expect(result.current.values).toEqual({ 1: ['du'], 2: ['Sie'], 3: [''] });

    await act(() => result.current.save());
    expect(saveAnswers).toHaveBeenCalledWith(spec, { 2: ['Sie'] }, 'learner');
    expect(toast.success).toHaveBeenCalledWith('Work saved.');
    // Once saved, it is saved: nothing is sent again.
    await act(() => result.current.save());
    expect(saveAnswers).toHaveBeenCalledTimes(1);
    expect(toast.info).toHaveBeenCalledWith('Work already saved.');
  });

  it('resets: every answer cleared and saved, and the visit remembers it', async () => {
    saveAnswers.mockResolvedValue(undefined);
    const { result } = setup();
    await act(() => result.current.reset());
    expect(result.current.values).toEqual({ 1: [''], 2: [''], 3: [''] });
    expect(result.current.resetThisVisit).toBe(true);
    expect(saveAnswers).toHaveBeenCalledWith(spec, { 1: [''], 2: [''], 3: [''] }, 'learner');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
