import { useCallback, useState } from 'react';
import type { FeedbackMode } from './use-feedback-mode.ts';

/** Which typed inputs show their verdict (docs/product/checking.md "How a verdict shows", docs/product/checking.md "Feedback mode"). */
export function useTypedChecks(initiallyFilled: readonly string[], mode: FeedbackMode) {
  // Loaded answers are checked at once.
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(initiallyFilled));
  const [focused, setFocused] = useState<string | null>(null);
  /** Checks these too: answers that arrive after the page (a prerendered page's saved answers). */
  const add = useCallback(
    (keys: readonly string[]) => setChecked((current) => new Set([...current, ...keys])),
    [],
  );
  return {
    add,
    /** The input shows a verdict: it is not focused, and it was checked since its last edit. */
    shows: (key: string) => focused !== key && checked.has(key),
    edited: (key: string) => {
      if (mode === 'atEnd') setChecked((current) => new Set([...current].filter((entry) => entry !== key)));
    },
    focus: (key: string) => setFocused(key),
    leave: (key: string) => {
      setFocused(null);
      if (mode === 'eachAnswer') setChecked((current) => new Set([...current, key]));
    },
    checkAll: (keys: readonly string[]) => setChecked(new Set(keys)),
    clear: () => setChecked(new Set()),
  };
}

/** True when focus moves to the Save button: autosave then waits for the save itself. */
export function focusMovesToSave(event: React.FocusEvent): boolean {
  return (
    event.relatedTarget instanceof HTMLElement && event.relatedTarget.dataset['saveButton'] !== undefined
  );
}
