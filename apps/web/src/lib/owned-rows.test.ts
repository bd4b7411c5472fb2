import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRows } from './owned-rows.ts';
import { queryKeys } from './query-keys.ts';

/** A backend holding 2,345 rows that answers at most 1,000 (fewer when it cuts) a range. */
const backend = vi.hoisted(() => ({ rows: [] as { id: string }[], ranges: [] as [number, number][] }));
vi.mock('./supabase.ts', () => ({
  supabase: () => ({
    auth: { getSession: async () => ({ data: { session: { user: { id: 'anna' } } } }) },
    from: () => {
      const query = {
        select: () => query,
        order: () => query,
        range: async (from: number, to: number) => {
          backend.ranges.push([from, to]);
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
});
