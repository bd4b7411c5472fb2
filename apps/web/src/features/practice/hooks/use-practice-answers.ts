import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { backend } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.ts';
import { queueWrite, subscribeQueue } from '../../../lib/write-queue.ts';
import {
  answersQueryOptions,
  answersWrite,
  isBlankSeed,
  loadAnswerLayers,
  saveAnswers,
  type AnswerSetSpec,
  type AnswerValues,
} from '../api/answers.ts';
import { changedBetween, createAnswersStore, hasAnswers, pick } from './answers-store.ts';

/** Autosave interval (docs/product/saving.md "Saving"): 30 seconds. */
export const AUTOSAVE_INTERVAL_MS = 30_000;

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
  /**
   * On a prerendered page, once the learner's answers have arrived: the inputs ([question,
   * slot]) that took a saved answer (not typed into meanwhile); they count as loaded with the
   * page. Null before, and on any other page.
   */
  arrived: readonly (readonly [number, number])[] | null;
}

/**
 * A page's answers: loaded by the route loader, edited here, saved on Save, on leave after the
 * autosave interval, and again and again after a failed save until the server answers.
 *
 * The answers live in one store; what the server holds (with the answers still queued on top)
 * lives in the query cache, written through by every successful save. Every edit goes at once
 * into the browser's write queue (lib/write-queue.ts), so a reload or a closed browser loses
 * nothing; a save sends the queue. Saves are TanStack mutations of one scope per table, so they
 * run one at a time, each sending what differs when it runs.
 */
export function usePracticeAnswers(
  spec: AnswerSetSpec,
  userId: string,
  options: { saveAll?: boolean } = {},
): PracticeAnswers {
  const queryClient = useQueryClient();
  const query = answersQueryOptions(spec);
  const { data: loaded } = useSuspenseQuery(query);
  const [store] = useState(() =>
    createAnswersStore({ values: loaded, resetThisVisit: false, unsent: false, failing: false }),
  );
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const lastSaveAt = useRef<number | null>(null);

  // A prerendered page hydrates with blank answers (`blankAnswers`). The learner's are fetched
  // once it has: the server's become the saved answers, and every field the learner has not
  // typed into meanwhile shows the learner's latest (queued ones on top); what they typed, already
  // queued, stays, and Save sends it. It counts as changed until a save has sent it even when the
  // server's answers already hold it: the write queue's first round (`startQueue`, at hydration)
  // may have sent it before they were read.
  const seeded = useRef(isBlankSeed(loaded));
  const typedEarly = useRef(new Set<number>());
  const [arrived, setArrived] = useState<readonly (readonly [number, number])[] | null>(null);
  useEffect(() => {
    if (!seeded.current) return undefined;
    let current = true;
    void backend()
      .then(() => loadAnswerLayers(spec))
      .then(({ server, current: latest }) => {
        if (!current || !seeded.current) return;
        seeded.current = false;
        queryClient.setQueryData(answersQueryOptions(spec).queryKey, server);
        const taken: (readonly [number, number])[] = [];
        store.update(({ values }) => ({
          values: Object.fromEntries(
            Object.entries(latest).map(([questionNum, saved]) => {
              const typed = values[Number(questionNum)];
              return [
                questionNum,
                saved.map((value, slot) => {
                  if (typed?.[slot]) {
                    typedEarly.current.add(Number(questionNum));
                    return typed[slot];
                  }
                  if (value.trim()) taken.push([Number(questionNum), slot]);
                  return value;
                }),
              ];
            }),
          ),
        }));
        setArrived(taken);
      })
      .catch((error: unknown) => console.error('The saved answers could not be loaded.', error));
    return () => {
      current = false;
    };
  }, [queryClient, spec, store]);

  const saved = useCallback(
    () => queryClient.getQueryData(query.queryKey) ?? loaded,
    [queryClient, query.queryKey, loaded],
  );
  // An edit is queued at once; while saving fails (or offline) it is sent with the queue.
  const keep = useCallback(
    (changes: AnswerValues) => {
      const send = store.get().unsent || navigator.onLine === false;
      void queueWrite(userId, answersWrite(spec, changes), { send }).catch((error: unknown) =>
        console.error('An answer could not be kept in this browser.', error),
      );
    },
    [userId, spec, store],
  );

  const { mutateAsync } = useMutation({
    scope: { id: `answers:${spec.table}` },
    // A save that fails while offline is reported and retried here, not paused by the library.
    networkMode: 'always',
    mutationFn: async (kind: SaveKind) => {
      const current = store.get().values;
      const changes =
        options.saveAll || kind === 'reset'
          ? current
          : { ...changedBetween(current, saved()), ...pick(current, typedEarly.current) };
      if (hasAnswers(changes)) await saveAnswers(spec, changes, userId);
      return changes;
    },
    onSuccess: (changes, kind) => {
      if (!hasAnswers(changes)) {
        if (kind === 'manual') toast.info('Work already saved.');
        return;
      }
      queryClient.setQueryData(query.queryKey, { ...saved(), ...changes });
      for (const questionNum of Object.keys(changes)) typedEarly.current.delete(Number(questionNum));
      lastSaveAt.current = Date.now();
      store.update(({ values, failing }) => ({
        unsent: failing && hasAnswers(changedBetween(values, saved())),
        failing: false,
      }));
      if (kind === 'auto') toast.success('Work autosaved.');
      else if (kind !== 'reset') toast.success('Work saved.');
    },
    onError: (error, kind) => {
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

  // The queue tries unsent answers again by itself; once it gets through, the page saves what
  // is left, which confirms the answers and ends the "not saved yet" state.
  useEffect(() => {
    if (!state.unsent) return undefined;
    return subscribeQueue((queue) => {
      if (!queue.failing && !queue.needsSignIn) void save('retry');
    });
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
      const slots = [...(store.get().values[questionNum] ?? spec.columns.map(() => ''))];
      slots[slot] = value;
      store.update(({ values }) => ({ values: { ...values, [questionNum]: slots } }));
      keep({ [questionNum]: slots });
    },
    [store, spec.columns, keep],
  );

  const reset = useCallback(async () => {
    const cleared = Object.fromEntries(
      spec.questionNums.map((questionNum) => [questionNum, spec.columns.map(() => '')]),
    );
    store.update(() => ({ values: cleared, resetThisVisit: true }));
    keep(cleared);
    await save('reset');
  }, [spec.questionNums, spec.columns, store, keep, save]);

  return {
    values: state.values,
    setValue,
    save: (kind: 'manual' | 'auto' = 'manual') => save(kind),
    autosaveOnLeave,
    reset,
    resetThisVisit: state.resetThisVisit,
    unsent: state.unsent,
    arrived,
  };
}
