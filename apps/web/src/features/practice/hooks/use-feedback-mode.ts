import { useSyncExternalStore } from 'react';

/** atEnd (default): the Check button checks every answer; eachAnswer: an answer is checked when left. */
export type FeedbackMode = 'atEnd' | 'eachAnswer';
const FEEDBACK_MODE_KEY = 'grundlagen:feedbackMode';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storedMode(): FeedbackMode {
  return localStorage.getItem(FEEDBACK_MODE_KEY) === 'eachAnswer' ? 'eachAnswer' : 'atEnd';
}

/**
 * The learner's feedback mode, kept in the browser. A prerendered page (apps/web/build/prerender.ts)
 * is rendered and hydrated with the default, then shows the stored mode.
 */
export function useFeedbackMode(): [FeedbackMode, (mode: FeedbackMode) => void] {
  const mode = useSyncExternalStore(subscribe, storedMode, () => 'atEnd' as const);
  return [
    mode,
    (next) => {
      localStorage.setItem(FEEDBACK_MODE_KEY, next);
      for (const listener of listeners) listener();
    },
  ];
}
