import { useEffect, useSyncExternalStore } from 'react';
import type * as Checker from './answer-checker.ts';

// Answer checking (the checker, its diagnosis and the course's lexicon of synonyms, paraphrases
// and grammar tables built from every chapter's vocabulary), loaded on demand: a drill or
// exercise shows its inputs without it and fetches it when the learner first focuses an answer
// (docs/decisions/web.md "Loading fast"); a check made before it has arrived waits for it.

export type AnswerChecker = typeof Checker;

let checker: AnswerChecker | undefined;
let loading: Promise<AnswerChecker> | undefined;
const listeners = new Set<() => void>();

/** Loads the checker once (again after a failed attempt). */
export function loadAnswerChecker(): Promise<AnswerChecker> {
  loading ??= import('./answer-checker.ts').then(
    (loaded) => {
      checker = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** While the checker is still to arrive, its load to wait for (started now); else undefined. */
export function answerCheckerPending(): Promise<AnswerChecker> | undefined {
  return checker ? undefined : loadAnswerChecker();
}

/** The checker if it has loaded, else undefined. */
export function loadedAnswerChecker(): AnswerChecker | undefined {
  return checker;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The checker, fetched when the learner first focuses an answer (its first render never waits
 * for it, and a learner who only looks, or leaves, never competes with it for the connection);
 * undefined until it has arrived, when the component renders again. A check made earlier
 * fetches it too (`answerCheckerPending`).
 */
export function useAnswerChecker(): AnswerChecker | undefined {
  const current = useSyncExternalStore(subscribe, loadedAnswerChecker, loadedAnswerChecker);
  useEffect(() => {
    if (checker) return;
    const onFocus = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || !event.target.matches('input, textarea')) return;
      document.removeEventListener('focusin', onFocus, true);
      void loadAnswerChecker().catch(() => undefined);
    };
    document.addEventListener('focusin', onFocus, true);
    return () => document.removeEventListener('focusin', onFocus, true);
  }, []);
  return current;
}
