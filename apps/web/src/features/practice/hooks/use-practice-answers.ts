import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { answersQueryOptions, saveAnswers, type AnswerSetSpec, type AnswerValues } from '../api/answers.ts';
import { readDrafts, writeDrafts } from '../api/drafts.ts';

/** Autosave interval (DESIGN §5): 30 seconds. */
export const AUTOSAVE_INTERVAL_MS = 30_000;
/** How often unsent answers are tried again while the server does not answer. */
export const RETRY_INTERVAL_MS = 5_000;

type SaveKind = 'manual' | 'auto' | 'retry' | 'reset';

function sameValues(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

function changedBetween(current: AnswerValues, saved: AnswerValues): AnswerValues {
  return Object.fromEntries(
    Object.entries(current).filter(
      ([questionNum, values]) => !sameValues(values, saved[Number(questionNum)]),
    ),
  );
}

export interface PracticeAnswers {
  values: AnswerValues;
  /** Values as loaded when the page opened (server answers with unsent drafts on top). */
  initialValues: AnswerValues;
  setValue: (questionNum: number, slot: number, value: string) => void;
  setValues: (questionNum: number, values: readonly string[]) => void;
  save: (kind?: 'manual' | 'auto') => Promise<void>;
  /** Call when an input loses focus: records the time, or autosaves when the interval has passed. */
  autosaveOnLeave: () => void;
  /** Clears every answer and saves the cleared answers. */
  reset: (blank?: (questionNum: number) => readonly string[]) => Promise<void>;
  resetThisVisit: boolean;
  /** True while answers wait to be sent after a failed save. */
  unsent: boolean;
}

/**
 * A page's answers: loaded by the route loader, edited here, saved on Save, on leave after the
 * autosave interval, and again and again after a failed save until the server answers. Every
 * change not yet saved is kept in the browser, so a reload restores it.
 */
export function usePracticeAnswers(spec: AnswerSetSpec, userId: string, options: { saveAll?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { data: server } = useSuspenseQuery(answersQueryOptions(spec));

  const [initialValues] = useState<AnswerValues>(() => ({ ...server, ...readDrafts(userId, spec.table) }));
  const [values, setValuesState] = useState<AnswerValues>(initialValues);
  const [resetThisVisit, setResetThisVisit] = useState(false);
  const [unsent, setUnsent] = useState(() => Object.keys(changedBetween(initialValues, server)).length > 0);

  const valuesRef = useRef(values);
  const savedRef = useRef<AnswerValues>(server);
  const lastSaveAt = useRef<number | null>(null);
  const saving = useRef<Promise<void> | null>(null);
  const failureShown = useRef(false);

  const updateValues = useCallback(
    (update: (current: AnswerValues) => AnswerValues) => {
      const next = update(valuesRef.current);
      valuesRef.current = next;
      setValuesState(next);
      writeDrafts(userId, spec.table, changedBetween(next, savedRef.current));
    },
    [userId, spec.table],
  );

  const runSave = useCallback(
    async (kind: SaveKind, from?: AnswerValues): Promise<void> => {
      const current = from ?? valuesRef.current;
      const changes =
        options.saveAll || kind === 'reset' ? current : changedBetween(current, savedRef.current);
      if (Object.keys(changes).length === 0) {
        if (kind === 'manual') toast.info('Work already saved.');
        return;
      }
      try {
        await saveAnswers(spec, changes);
        savedRef.current = { ...savedRef.current, ...changes };
        queryClient.setQueryData(answersQueryOptions(spec).queryKey, savedRef.current);
        writeDrafts(userId, spec.table, changedBetween(valuesRef.current, savedRef.current));
        lastSaveAt.current = Date.now();
        const stillUnsent = Object.keys(changedBetween(valuesRef.current, savedRef.current)).length > 0;
        setUnsent(stillUnsent && failureShown.current);
        if (kind === 'auto') toast.success('Work autosaved.');
        else if (kind !== 'reset') toast.success('Work saved.');
        failureShown.current = false;
      } catch (error) {
        writeDrafts(userId, spec.table, changedBetween(valuesRef.current, savedRef.current));
        setUnsent(true);
        if (!failureShown.current || kind === 'manual' || kind === 'reset') {
          toast.error(
            `${(error as Error).message}. Your answers are kept in this browser and will be sent as soon as the server answers again.`,
            { duration: 6000 },
          );
        }
        failureShown.current = true;
      }
    },
    [options.saveAll, spec, queryClient, userId],
  );

  // One save at a time; a save asked for meanwhile runs after it.
  const save = useCallback(
    async (kind: SaveKind = 'manual', from?: AnswerValues) => {
      const previous = saving.current ?? Promise.resolve();
      const next = previous.then(() => runSave(kind, from));
      saving.current = next;
      try {
        await next;
      } finally {
        if (saving.current === next) saving.current = null;
      }
    },
    [runSave],
  );

  // Unsent answers are tried again every few seconds and as soon as the browser is back online.
  useEffect(() => {
    if (!unsent) return undefined;
    const retry = () => void save('retry');
    const timer = window.setInterval(retry, RETRY_INTERVAL_MS);
    window.addEventListener('online', retry);
    retry();
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [unsent, save]);

  const autosaveOnLeave = useCallback(() => {
    if (lastSaveAt.current === null) {
      lastSaveAt.current = Date.now();
      return;
    }
    if (Date.now() - lastSaveAt.current > AUTOSAVE_INTERVAL_MS) void save('auto');
  }, [save]);

  const setValue = useCallback(
    (questionNum: number, slot: number, value: string) =>
      updateValues((current) => {
        const slots = [...(current[questionNum] ?? spec.columns.map(() => ''))];
        slots[slot] = value;
        return { ...current, [questionNum]: slots };
      }),
    [updateValues, spec.columns],
  );

  const setValues = useCallback(
    (questionNum: number, next: readonly string[]) =>
      updateValues((current) => ({ ...current, [questionNum]: [...next] })),
    [updateValues],
  );

  const reset = useCallback(
    async (blank?: (questionNum: number) => readonly string[]) => {
      const cleared = Object.fromEntries(
        spec.questionNums.map((questionNum) => [
          questionNum,
          blank ? blank(questionNum) : spec.columns.map(() => ''),
        ]),
      );
      updateValues(() => cleared);
      setResetThisVisit(true);
      await save('reset', cleared);
    },
    [spec.questionNums, spec.columns, updateValues, save],
  );

  return {
    values,
    initialValues,
    setValue,
    setValues,
    save: (kind: 'manual' | 'auto' = 'manual') => save(kind),
    autosaveOnLeave,
    reset,
    resetThisVisit,
    unsent,
  } satisfies PracticeAnswers;
}
