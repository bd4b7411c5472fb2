import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { addCode, parseCompletedList, removeCode, serializeCompletedList } from '@grundlagen/core';
import { CHAPTER_COUNT, progressTable } from '@grundlagen/content';
import { toast } from './toast.ts';
import { queryKeys } from './query-keys.ts';
import { storedUserId } from './app-config.ts';
import { userQueryOptions } from './auth.ts';
import { supabase } from './supabase.ts';
import { queuedRows, queueWrite, readThrough, ServerUnreachable, tableCopy } from './write-queue.ts';

/**
 * The tracker is loaded once per session (offline: from the copy kept in the browser), with a
 * list still queued to be sent on top; a failed load is logged and the tracker starts empty.
 */
export function completedQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.completed(),
    queryFn: async (): Promise<string[]> => {
      const userId = storedUserId() ?? '';
      const [server, queued] = await Promise.all([
        readThrough<{ completed_list: string | null }[]>(
          userId,
          tableCopy(progressTable),
          async () => {
            const { data, error, status } = await supabase()
              .from(progressTable)
              .select('num, completed_list');
            if (error && status === 0) throw new ServerUnreachable(error.message);
            if (error) throw new Error(error.message);
            return { value: data as { completed_list: string | null }[], status };
          },
          [],
        )
          .then((rows) => rows[0]?.completed_list ?? null)
          .catch((error: unknown) => {
            console.error(
              'User answers (for COMPLETED) could not be loaded.',
              error instanceof Error ? error.message : String(error),
            );
            return null;
          }),
        queuedRows(userId, progressTable),
      ]);
      const list = (queued.get(PROGRESS_ROW)?.['completed_list'] as string | undefined) ?? server;
      return parseCompletedList(list, CHAPTER_COUNT);
    },
    staleTime: Infinity,
  });
}

/** The key of the tracker's one row per learner. */
const PROGRESS_ROW = '1';

/** Queues the whole list (the tracker has one row per learner) and sends the queue. */
export async function saveCompleted(userId: string, codes: readonly string[]): Promise<void> {
  await queueWrite(userId, {
    table: progressTable,
    key: ['num'],
    kind: 'progress',
    rows: [{ num: 1, completed_list: serializeCompletedList(codes) }],
  });
}

interface TrackerState {
  codes: readonly string[];
  isDone: (code: string) => boolean;
  add: (code: string) => Promise<void>;
  remove: (code: string) => Promise<void>;
  clear: () => Promise<void>;
}

const TrackerContext = createContext<TrackerState | null>(null);

export function TrackerProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: codes = [] } = useQuery(completedQueryOptions());

  // Each change queues the list as the cache holds it; the queue keeps only the last unsent
  // list and sends in order, so the last change always wins on the server.
  const save = useCallback(async () => {
    const user = queryClient.getQueryData(userQueryOptions().queryKey);
    if (!user) return;
    await saveCompleted(user.id, queryClient.getQueryData(completedQueryOptions().queryKey) ?? []).catch(() =>
      toast.error('COMPLETED data could not be updated'),
    );
  }, [queryClient]);

  // Every change updates the ticks at once (the cache is the one store) and saves the list.
  const change = useCallback(
    async (update: (current: readonly string[]) => string[]) => {
      // A change made before the tracker has loaded applies to the loaded list, not to nothing;
      // it reads the cache after waiting, so changes made in one go each see the one before.
      await queryClient.ensureQueryData(completedQueryOptions());
      const current = queryClient.getQueryData(completedQueryOptions().queryKey) ?? [];
      const next = update(current);
      if (next.length === current.length && next.every((code, index) => code === current[index])) return;
      queryClient.setQueryData(queryKeys.completed(), next);
      await save();
    },
    [queryClient, save],
  );

  const value = useMemo<TrackerState>(
    () => ({
      codes,
      isDone: (code) => codes.includes(code),
      add: (code) => change((current) => addCode(current, code)),
      remove: (code) => change((current) => removeCode(current, code)),
      clear: () => change(() => []),
    }),
    [codes, change],
  );
  return <TrackerContext.Provider value={value}>{children}</TrackerContext.Provider>;
}

export function useTracker(): TrackerState {
  const state = useContext(TrackerContext);
  if (!state) throw new Error('useTracker is used outside its TrackerProvider.');
  return state;
}
