import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { answersQueryOptions, saveAnswers, type AnswerSetSpec, type AnswerValues } from '../api/answers.ts';
import { readDrafts, writeDrafts } from '../api/drafts.ts';
import { changedBetween, createAnswersStore, hasAnswers } from './answers-store.ts';

/** Autosave interval (docs/product/saving.md "Saving"): 30 seconds. */
export const AUTOSAVE_INTERVAL_MS = 30_000;
/** How often unsent answers are tried again while the server does not answer. */
export const RETRY_INTERVAL_MS = 5_000;

type SaveKind = 'manual' | 'auto' | 'retry' | 'reset';

export interface PracticeAnswers {
  values: AnswerValues;
  setValue: (questionNum: number, slot: number, value: string) => void;
  save: (kind?: 'manual' | 'auto') => Promise<void>;
  /** Call when an input loses focus: records the time, or autosaves when the interval has passed. */
  autosaveOnLeave: () => void;
  /** Clears every answer and saves the cleared answers. */
  reset: () => Promise<void>;
  resetThisVisit: boolean;
  /** True while answers wait to be sent after a failed save. */
  unsent: boolean;
}

/**
 * A page's answers: loaded by the route loader, edited here, saved on Save, on leave after the
 * autosave interval, and again and again after a failed save until the server answers.
 *
 * The answers live in one store; what the server holds lives in the query cache, written
 * through by every successful save; the difference between the two is kept in the browser
 * (drafts), so a reload restores it. Saves are TanStack mutations of one scope per table, so
 * they run one at a time, each sending what differs when it runs.
 */
export function usePracticeAnswers(
  spec: AnswerSetSpec,
  userId: string,
  options: { saveAll?: boolean } = {},
): PracticeAnswers {
  const queryClient = useQueryClient();
  const query = answersQueryOptions(spec);
  const { data: loaded } = useSuspenseQuery(query);
  const [store] = useState(() => {
    const values = { ...loaded, ...readDrafts(userId, spec.table) };
    const unsent = hasAnswers(changedBetween(values, loaded));
    return createAnswersStore({ values, resetThisVisit: false, unsent, failing: false });
  });
  const state = useSyncExternalStore(store.subscribe, store.get);
  const lastSaveAt = useRef<number | null>(null);

  const saved = useCallback(
    () => queryClient.getQueryData(query.queryKey) ?? loaded,
    [queryClient, query.queryKey, loaded],
  );
  const keepDrafts = useCallback(
    () => writeDrafts(userId, spec.table, changedBetween(store.get().values, saved())),
    [userId, spec.table, store, saved],
  );

  const { mutateAsync } = useMutation({
    scope: { id: `answers:${spec.table}` },
    // A save that fails while offline is reported and retried here, not paused by the library.
    networkMode: 'always',
    mutationFn: async (kind: SaveKind) => {
      const current = store.get().values;
      const changes = options.saveAll || kind === 'reset' ? current : changedBetween(current, saved());
      if (hasAnswers(changes)) await saveAnswers(spec, changes);
      return changes;
    },
    onSuccess: (changes, kind) => {
      if (!hasAnswers(changes)) {
        if (kind === 'manual') toast.info('Work already saved.');
        return;
      }
      queryClient.setQueryData(query.queryKey, { ...saved(), ...changes });
      keepDrafts();
      lastSaveAt.current = Date.now();
      store.update(({ values, failing }) => ({
        unsent: failing && hasAnswers(changedBetween(values, saved())),
        failing: false,
      }));
      if (kind === 'auto') toast.success('Work autosaved.');
      else if (kind !== 'reset') toast.success('Work saved.');
    },
    onError: (error, kind) => {
      keepDrafts();
      if (!store.get().failing || kind === 'manual' || kind === 'reset') {
        toast.error(
          `${error.message}. Your answers are kept in this browser and will be sent as soon as the server answers again.`,
          { duration: 6000 },
        );
      }
      store.update(() => ({ unsent: true, failing: true }));
    },
  });
  const save = useCallback(
    (kind: SaveKind) =>
      mutateAsync(kind).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );

  // Unsent answers are tried again every few seconds and as soon as the browser is back online.
  useEffect(() => {
    if (!state.unsent) return undefined;
    const retry = () => void save('retry');
    const timer = window.setInterval(retry, RETRY_INTERVAL_MS);
    window.addEventListener('online', retry);
    retry();
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [state.unsent, save]);

  const autosaveOnLeave = useCallback(() => {
    if (lastSaveAt.current === null) {
      lastSaveAt.current = Date.now();
      return;
    }
    if (Date.now() - lastSaveAt.current > AUTOSAVE_INTERVAL_MS) void save('auto');
  }, [save]);

  const setValue = useCallback(
    (questionNum: number, slot: number, value: string) => {
      store.update(({ values }) => {
        const slots = [...(values[questionNum] ?? spec.columns.map(() => ''))];
        slots[slot] = value;
        return { values: { ...values, [questionNum]: slots } };
      });
      keepDrafts();
    },
    [store, spec.columns, keepDrafts],
  );

  const reset = useCallback(async () => {
    const cleared = Object.fromEntries(
      spec.questionNums.map((questionNum) => [questionNum, spec.columns.map(() => '')]),
    );
    store.update(() => ({ values: cleared, resetThisVisit: true }));
    keepDrafts();
    await save('reset');
  }, [spec.questionNums, spec.columns, store, keepDrafts, save]);

  return {
    values: state.values,
    setValue,
    save: (kind: 'manual' | 'auto' = 'manual') => save(kind),
    autosaveOnLeave,
    reset,
    resetThisVisit: state.resetThisVisit,
    unsent: state.unsent,
  };
}
