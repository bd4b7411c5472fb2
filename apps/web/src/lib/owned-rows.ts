import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from './auth.ts';
import { flushOutbox, outboxRowKey, unsentRows } from './outbox.ts';
import { supabase } from './supabase.ts';

export function userIdOf(queryClient: QueryClient): string {
  const user = queryClient.getQueryData(userQueryOptions().queryKey);
  if (!user) throw new Error('No learner is signed in.');
  return user.id;
}

/** Rows in one response at most: the server's limit, and Supabase's default max-rows. */
const pageSize = 1000;

/**
 * Every row of the learner's table, range by range in key order: a response holds at most
 * 1,000 rows (fewer when they are large), and Content-Range gives the total.
 */
async function selectAll<T>(table: string, key: readonly string[], label: string): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    let request = supabase().from(table).select('*', { count: 'exact' });
    for (const column of key) request = request.order(column);
    const { data, error, count } = await request.range(all.length, all.length + pageSize - 1);
    if (error) throw new Error(`${label} could not be loaded.`);
    all.push(...(data as T[]));
    if (data.length === 0 || count === null || all.length >= count) return all;
  }
}

/** The server's rows with the rows not yet sent on top (offline work is never hidden). */
export async function loadRows<T extends object>(
  queryClient: QueryClient,
  table: string,
  key: readonly (keyof T & string)[],
  label: string,
): Promise<T[]> {
  const userId = userIdOf(queryClient);
  void flushOutbox(userId);
  const rows = new Map<string, T>();
  for (const row of await selectAll<T>(table, key, label)) {
    rows.set(outboxRowKey(key, row as Record<string, unknown>), row);
  }
  for (const [rowId, row] of unsentRows(userId, table)) rows.set(rowId, row as T);
  return [...rows.values()];
}
