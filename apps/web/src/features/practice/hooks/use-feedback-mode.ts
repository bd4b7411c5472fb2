import { useState } from 'react';

/** atEnd (default): the Check button checks every answer; eachAnswer: an answer is checked when left. */
export type FeedbackMode = 'atEnd' | 'eachAnswer';
const FEEDBACK_MODE_KEY = 'grundlagen:feedbackMode';

export function useFeedbackMode(): [FeedbackMode, (mode: FeedbackMode) => void] {
  const [mode, setMode] = useState<FeedbackMode>(() =>
    localStorage.getItem(FEEDBACK_MODE_KEY) === 'eachAnswer' ? 'eachAnswer' : 'atEnd',
  );
  return [
    mode,
    (next) => {
      localStorage.setItem(FEEDBACK_MODE_KEY, next);
      setMode(next);
    },
  ];
}
