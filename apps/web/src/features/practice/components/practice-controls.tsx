import type { ReactNode, RefObject } from 'react';
import type { FeedbackMode } from '../hooks/use-feedback-mode.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';

interface PracticeControlsProps {
  saveButton: RefObject<HTMLButtonElement | null>;
  onSave: () => void;
  onReset: () => void;
  /** Typed pages have a check button and a feedback mode. */
  feedback?: { mode: FeedbackMode; onModeChange: (mode: FeedbackMode) => void; onCheck: () => void };
  unsent: boolean;
  /** More buttons in the row, such as the cheat-link toggle. */
  children?: ReactNode;
}

/** Save and Reset, the check button and the feedback mode, and the state of unsent answers. */
export function PracticeControls({
  saveButton,
  onSave,
  onReset,
  feedback,
  unsent,
  children,
}: PracticeControlsProps) {
  // Prerendered (apps/web/build/prerender.ts): it acts once the page has hydrated.
  const ready = useHydrated();
  return (
    <div className="practice-controls">
      <div className="button-row">
        <button
          ref={saveButton}
          type="button"
          className="button"
          data-save-button
          disabled={!ready}
          onClick={onSave}
        >
          Save
        </button>
        <button type="button" className="button button-secondary" disabled={!ready} onClick={onReset}>
          Reset
        </button>
        {feedback ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={!ready || feedback.mode !== 'atEnd'}
            onClick={feedback.onCheck}
          >
            Check Answers
          </button>
        ) : null}
        {children}
      </div>
      {feedback ? (
        <fieldset className="feedback-mode">
          <legend>Check my answers</legend>
          <label>
            <input
              type="radio"
              name="feedback-mode"
              checked={feedback.mode === 'atEnd'}
              disabled={!ready}
              onChange={() => feedback.onModeChange('atEnd')}
            />{' '}
            when I press Check Answers
          </label>
          <label>
            <input
              type="radio"
              name="feedback-mode"
              checked={feedback.mode === 'eachAnswer'}
              disabled={!ready}
              onChange={() => feedback.onModeChange('eachAnswer')}
            />{' '}
            after each answer
          </label>
        </fieldset>
      ) : null}
      {unsent ? (
        <p className="unsent" role="status">
          Not saved yet: your answers are kept in this browser and will be sent when the server answers again.
        </p>
      ) : null}
    </div>
  );
}
