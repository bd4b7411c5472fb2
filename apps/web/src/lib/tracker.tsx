import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addCode, parseCompletedList, removeCode, serializeCompletedList } from '@grundlagen/core';
import { CHAPTER_COUNT, progressTable } from '@grundlagen/content';
import { toast } from './toast.ts';
import { queryKeys } from './query-keys.ts';
import { supabase } from './supabase.ts';

/** The tracker is loaded once per session; a failed load is logged and the tracker starts empty. */
export function completedQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.completed(),
    queryFn: async (): Promise<string[]> => {
      const { data, error } = await supabase().from(progressTable).select('completed_list');
      if (error) {
        console.error('User answers (for COMPLETED) could not be loaded.', error.message);
        return [];
      }
      const row = (data as { completed_list: string | null }[])[0];
      return parseCompletedList(row?.completed_list, CHAPTER_COUNT);
    },
    staleTime: Infinity,
  });
}

/** Saves the whole list: the tracker has one row per learner. */
export async function saveCompleted(codes: readonly string[]): Promise<void> {
  const { error } = await supabase()
    .from(progressTable)
    .upsert({ num: 1, completed_list: serializeCompletedList(codes) });
  if (error) throw new Error('COMPLETED data could not be updated');
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

  // Saves share one scope, so they run one after another; each sends the list as the cache
  // holds it when it runs, so the last change always wins on the server.
  const { mutateAsync: save } = useMutation({
    scope: { id: 'completed' },
    mutationFn: () => saveCompleted(queryClient.getQueryData(completedQueryOptions().queryKey) ?? []),
    onError: (error) => toast.error(error.message),
  });

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
      await save().catch(() => undefined);
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
