import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from './auth.ts';
import { flushOutbox, outboxRowKey, unsentRows } from './outbox.ts';
import { supabase } from './supabase.ts';

export function userIdOf(queryClient: QueryClient): string {
  const user = queryClient.getQueryData(userQueryOptions().queryKey);
  if (!user) throw new Error('No learner is signed in.');
  return user.id;
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
  const { data, error } = await supabase().from(table).select('*');
  if (error) throw new Error(`${label} could not be loaded.`);
  const rows = new Map((data as T[]).map((row) => [outboxRowKey(key, row as Record<string, unknown>), row]));
  for (const [rowId, row] of unsentRows(userId, table)) rows.set(rowId, row as T);
  return [...rows.values()];
}
