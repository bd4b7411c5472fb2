import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { addCode, parseCompletedList, removeCode, serializeCompletedList } from '@grundlagen/core';
import { CHAPTER_COUNT } from '@grundlagen/content';
import { toast } from 'sonner';
import { supabase } from './supabase.ts';

export const COMPLETED_TABLE = 'completed';

/** The tracker is loaded once per session; a failed load is logged and the tracker starts empty. */
export function completedQueryOptions() {
  return queryOptions({
    queryKey: ['completed'],
    queryFn: async (): Promise<string[]> => {
      const { data, error } = await supabase().from(COMPLETED_TABLE).select('completed_list');
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

async function saveCompleted(codes: readonly string[]): Promise<void> {
  const { error } = await supabase()
    .from(COMPLETED_TABLE)
    .upsert({ num: 1, completed_list: serializeCompletedList(codes) })
    .select();
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

  // Saves run one after another and each sends the list as it is when it runs, so the last
  // change always wins on the server.
  const saving = useRef<Promise<void>>(Promise.resolve());

  // Every change updates the ticks at once and saves the full list; a failed save is reported.
  const change = useCallback(
    async (update: (current: readonly string[]) => string[]) => {
      // A change made before the tracker has loaded applies to the loaded list, not to nothing.
      const current = await queryClient.ensureQueryData(completedQueryOptions());
      const next = update(current);
      if (next.length === current.length && next.every((code, index) => code === current[index])) return;
      queryClient.setQueryData(['completed'], next);
      const run = saving.current.then(async () => {
        try {
          await saveCompleted(queryClient.getQueryData<string[]>(['completed']) ?? next);
        } catch (error) {
          toast.error((error as Error).message);
        }
      });
      saving.current = run;
      await run;
    },
    [queryClient],
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
