import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openDB } from 'idb';
import { loadRows } from './owned-rows.ts';
import { QUEUE_DB_NAME, queuedCount, queueWrite } from './write-queue.ts';
import { queryKeys } from './query-keys.ts';

/** A backend holding 2,345 rows that answers at most 1,000 (fewer when it cuts) a range. */
const backend = vi.hoisted(() => ({
  rows: [] as { id: string }[],
  ranges: [] as [number, number][],
  /** Runs as the server reads its rows (a send finishing at that moment). */
  onRead: undefined as (() => Promise<void>) | undefined,
}));
vi.mock('./supabase.ts', () => ({
  supabase: () => ({
    auth: { getSession: async () => ({ data: { session: { user: { id: 'anna' } } } }) },
    from: () => {
      const query = {
        select: () => query,
        // the write queue's send: the row is taken (the test decides when it leaves the queue)
        upsert: async () => ({ status: 201, error: null }),
        order: () => query,
        range: async (from: number, to: number) => {
          backend.ranges.push([from, to]);
          await backend.onRead?.();
          // The server may cut a range short (its text bound); the total still says how many.
          const size = Math.min(to - from + 1, 1000, from === 1000 ? 345 : 1000);
          return { data: backend.rows.slice(from, from + size), error: null, count: backend.rows.length };
        },
      };
      return query;
    },
  }),
}));

describe('loadRows', () => {
  beforeEach(() => {
    localStorage.clear();
    backend.rows = Array.from({ length: 2345 }, (_, index) => ({ id: `r${String(index).padStart(4, '0')}` }));
    backend.ranges = [];
    backend.onRead = undefined;
  });

  it('reads every row, range by range, until the total', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.user(), { id: 'anna' } as never);
    const rows = await loadRows<{ id: string }>(queryClient, 'mistakes', ['id'], 'Your mistakes');
    expect(rows).toHaveLength(2345);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2345);
    expect(backend.ranges).toEqual([
      [0, 999],
      [1000, 1999],
      [1345, 2344],
    ]);
  });

  it('shows a queued row that is sent while the server is read', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.user(), { id: 'anna' } as never);
    await queueWrite(
      'anna',
      { table: 'mistakes', key: ['id'], rows: [{ id: 'queued-1' }], kind: 'mistake' },
      { send: false },
    );
    // The send finishes just after the server has read its rows: the row leaves the queue (the
    // clearing transaction is opened at once, so any later read of the queue waits for it).
    const store = await openDB(QUEUE_DB_NAME);
    backend.onRead = () => {
      backend.onRead = undefined;
      void store.clear('writes');
      return Promise.resolve();
    };
    const rows = await loadRows<{ id: string }>(queryClient, 'mistakes', ['id'], 'Your mistakes');
    expect(await queuedCount('anna')).toBe(0);
    expect(rows.map((row) => row.id)).toContain('queued-1');
    store.close();
  });
});
