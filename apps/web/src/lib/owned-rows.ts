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
  void sendQueued();
  const [server, queued] = await Promise.all([
    readThrough<T[]>(
      userId,
      tableCopy(table),
      async () => {
        const { data, error, status } = await supabase().from(table).select('*');
        if (error && status === 0) throw new ServerUnreachable(error.message);
        if (error) throw new Error(`${label} could not be loaded.`);
        return { value: data as T[], status };
      },
      [],
    ),
    queuedRows(userId, table),
  ]);
  const rows = new Map(server.map((row) => [rowKeyOf(key, row as Record<string, unknown>), row]));
  for (const [rowId, row] of queued) rows.set(rowId, row as T);
  return [...rows.values()];
}
