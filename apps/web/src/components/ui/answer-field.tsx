import { forwardRef, type KeyboardEvent } from 'react';

export type FieldState = 'neutral' | 'correct' | 'incorrect';

interface AnswerFieldProps {
  id: string;
  label: string;
  value: string;
  state: FieldState;
  maxLength?: number;
  /** Red instead of yellow for a wrong answer (test pages). */
  strict?: boolean;
  lang?: string;
  hint?: string;
  /** Keys the input answers to besides typing (aria-keyshortcuts). */
  keyShortcuts?: string;
  onChange: (value: string) => void;
  onFocus?: (event: React.FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: React.FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  className?: string;
}

const stateText: Record<FieldState, string> = {
  neutral: '',
  correct: 'Correct.',
  incorrect: 'Not correct yet.',
};

/** A typed answer: neutral, correct (green) or incorrect (yellow, red on test pages). */
export const AnswerField = forwardRef<HTMLInputElement, AnswerFieldProps>(function AnswerField(
  {
    id,
    label,
    value,
    state,
    maxLength,
    strict,
    lang,
    hint,
    keyShortcuts,
    onChange,
    onFocus,
    onBlur,
    onKeyDown,
    className,
  },
  ref,
) {
  const statusId = `${id}-status`;
  return (
    <span className={`answer-field ${className ?? ''}`}>
      <input
        ref={ref}
        id={id}
        type="text"
        className={`answer-input answer-${state}${strict && state === 'incorrect' ? ' answer-wrong' : ''}`}
        aria-label={label}
        aria-invalid={state === 'incorrect' ? true : undefined}
        aria-describedby={statusId}
        aria-keyshortcuts={keyShortcuts}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        lang={lang}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      {/* The verdict is announced; on screen the colour says it, and only a hint is written out. */}
      <span id={statusId} className="visually-hidden" aria-live="polite">
        {state === 'neutral' ? '' : stateText[state]}
        {hint ? ` ${hint}` : ''}
      </span>
      {hint ? (
        <span className="answer-status" aria-hidden="true">
          {hint}
        </span>
      ) : null}
    </span>
  );
});
