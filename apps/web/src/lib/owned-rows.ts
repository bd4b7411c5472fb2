import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from './auth.ts';
import {
  queuedRows,
  readThrough,
  rowKeyOf,
  sendQueued,
  ServerUnreachable,
  tableCopy,
} from './write-queue.ts';
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
    const { data, error, count, status } = await request.range(all.length, all.length + pageSize - 1);
    if (error && status === 0) throw new ServerUnreachable(error.message);
    if (error) throw new Error(`${label} could not be loaded.`);
    all.push(...(data as T[]));
    if (data.length === 0 || count === null || all.length >= count) return all;
  }
}

/**
 * The server's rows (offline: the copy of the last ones kept in the browser) with the rows not
 * yet sent on top (offline work is never hidden).
 */
export async function loadRows<T extends object>(
  queryClient: QueryClient,
  table: string,
  key: readonly (keyof T & string)[],
  label: string,
): Promise<T[]> {
  const userId = userIdOf(queryClient);
  // The queue is read before the server: a row sent (and so taken off the queue) while the server
  // is read would otherwise be in neither, and the learner would see it only on the next visit.
  // Read first, a row is in the queue's copy, or it was sent before the server was read.
  const queued = await queuedRows(userId, table);
  void sendQueued();
  const server = await readThrough<T[]>(
    userId,
    tableCopy(table),
    async () => ({ value: await selectAll<T>(table, key, label), status: 200 }),
    [],
  );
  const rows = new Map(server.map((row) => [rowKeyOf(key, row as Record<string, unknown>), row]));
  for (const [rowId, row] of queued) rows.set(rowId, row as T);
  return [...rows.values()];
}
