import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from './query-keys.ts';
import { TrackerProvider, useTracker } from './tracker.tsx';

/** The backend as the tracker sees it (through the write queue): one row of codes, every list sent. */
const backend = vi.hoisted(() => ({
  user: 'learner',
  stored: '1nsp,14zz,2dda',
  sent: [] as string[],
  failNext: false,
  hold: null as Promise<void> | null,
}));
vi.mock('./supabase.ts', () => ({
  supabase: () => ({
    auth: { getSession: async () => ({ data: { session: { user: { id: backend.user } } }, error: null }) },
    from: () => ({
      select: async () => ({ data: [{ num: 1, completed_list: backend.stored }], error: null, status: 200 }),
      upsert: ([row]: { completed_list: string }[]) => ({
        abortSignal: async () => {
          if (backend.hold) await backend.hold;
          if (backend.failNext) {
            backend.failNext = false;
            return { error: { message: 'down' }, status: 503 };
          }
          backend.sent.push(row!.completed_list);
          backend.stored = row!.completed_list;
          return { error: null, status: 201 };
        },
      }),
    }),
  }),
}));
const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('./toast.ts', () => ({ toast }));

let learners = 0;

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.user(), { id: backend.user } as never);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TrackerProvider>{children}</TrackerProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useTracker(), { wrapper }) };
}

beforeEach(() => {
  // A learner of their own for each test: the queue (IndexedDB) outlives a test.
  learners += 1;
  const user = `learner-${learners}`;
  Object.assign(backend, { user, stored: '1nsp,14zz,2dda', sent: [], failNext: false, hold: null });
  localStorage.setItem('grundlagen-auth', JSON.stringify({ user: { id: user } }));
  toast.error.mockReset();
});

describe('the progress tracker', () => {
  it('loads the codes of the course only (chapter 14 is not one of its chapters)', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.codes).toEqual(['1nsp', '2dda']));
    expect(result.current.isDone('2dda')).toBe(true);
  });

  it('shows a tick at once and saves the whole list', async () => {
    const { result, queryClient } = setup();
    await act(() => result.current.add('4dkn'));
    expect(queryClient.getQueryData(queryKeys.completed())).toEqual(['1nsp', '2dda', '4dkn']);
    await waitFor(() => expect(result.current.isDone('4dkn')).toBe(true));
    await waitFor(() => expect(backend.sent).toEqual(['1nsp,2dda,4dkn']));
  });

  it('does not save a change that changes nothing', async () => {
    const { result } = setup();
    await act(() => result.current.add('1nsp'));
    await act(() => result.current.remove('9dxx'));
    expect(backend.sent).toEqual([]);
  });

  it('saves one list at a time, so the last change wins on the server', async () => {
    let release: () => void = () => undefined;
    backend.hold = new Promise((settle) => {
      release = settle;
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.codes).toHaveLength(2));
    let changes: Promise<unknown> = Promise.resolve();
    act(() => {
      changes = Promise.all([result.current.add('4dkn'), result.current.remove('1nsp')]);
    });
    await act(() => changes);
    backend.hold = null;
    release();
    await waitFor(() => expect(backend.stored).toBe('2dda,4dkn'));
    expect(backend.sent.at(-1)).toBe('2dda,4dkn');
  });

  it('keeps the tick when a save fails, and the queue sends the list again', async () => {
    backend.failNext = true;
    const { result } = setup();
    await waitFor(() => expect(result.current.codes).toHaveLength(2));
    // The queue's retry timer is faked (vi.waitFor moves it on as it checks).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(() => result.current.add('4dkn'));
      await vi.waitFor(() => expect(result.current.isDone('4dkn')).toBe(true));
      // The queue's first retry comes a second after the failure.
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await vi.waitFor(() => expect(backend.sent).toEqual(['1nsp,2dda,4dkn']));
      expect(toast.error).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
