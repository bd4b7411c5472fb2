import type { AnswerValues } from '../api/answers.ts';

/** The page's answers and the state of sending them. */
export interface AnswersState {
  /** What the page shows: the server's answers with unsent drafts on top, then every edit. */
  values: AnswerValues;
  resetThisVisit: boolean;
  /** True while answers wait to be sent after a failed save (or were restored from drafts). */
  unsent: boolean;
  /** A failed save has been reported; later failures of the same outage stay quiet. */
  failing: boolean;
}

function sameValues(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** The questions whose answers differ from the saved ones. */
export function changedBetween(current: AnswerValues, saved: AnswerValues): AnswerValues {
  return Object.fromEntries(
    Object.entries(current).filter(
      ([questionNum, values]) => !sameValues(values, saved[Number(questionNum)]),
    ),
  );
}

/** The answers of the given questions (those `values` holds). */
export function pick(values: AnswerValues, questionNums: Iterable<number>): AnswerValues {
  const picked: Record<number, readonly string[]> = {};
  for (const questionNum of questionNums) {
    const answer = values[questionNum];
    if (answer) picked[questionNum] = answer;
  }
  return picked;
}

export function hasAnswers(values: AnswerValues): boolean {
  return Object.keys(values).length > 0;
}

/**
 * The one store of a page's answers. It is read synchronously (a save started right after an
 * edit sends that edit) and subscribed to with `useSyncExternalStore`.
 */
export function createAnswersStore(initial: AnswersState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update: (change: (current: AnswersState) => Partial<AnswersState>) => {
      state = { ...state, ...change(state) };
      for (const listener of listeners) listener();
    },
  };
}
