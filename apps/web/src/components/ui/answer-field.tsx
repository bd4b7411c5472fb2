import { forwardRef, useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import type { InputWidth } from '@grundlagen/core';
import './answer-field.css';

export type FieldState = 'neutral' | 'correct' | 'incorrect';

interface AnswerFieldProps {
  id: string;
  label: string;
  value: string;
  state: FieldState;
  maxLength?: number;
  /** How wide the input is drawn, from its accepted answers (`inputWidth`); the layout's default without it. */
  width?: InputWidth;
  /** Red instead of yellow for a wrong answer (test pages). */
  strict?: boolean;
  lang?: string;
  hint?: string;
  /** Said after the verdict and hint (a wrong answer's difference), not shown: the page shows it. */
  detail?: string;
  /** Keys the input answers to besides typing (aria-keyshortcuts). */
  keyShortcuts?: string;
  onChange: (value: string) => void;
  onFocus?: (event: React.FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: React.FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  className?: string;
}

/** Shown and announced when an input holds as many characters as it takes. */
export const MAXIMUM_LENGTH_TEXT = 'Maximum length reached';

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
    width,
    strict,
    lang,
    hint,
    detail,
    keyShortcuts,
    onChange,
    onFocus,
    onBlur,
    onKeyDown,
    className,
  },
  ref,
) {
  // On a prerendered page (apps/web/build/prerender.ts) the learner may type before the page
  // hydrates: React keeps the input's text but not its state, so the text is taken as an edit.
  const atMount = useRef({ id, value, onChange });
  useLayoutEffect(() => {
    const element = document.getElementById(atMount.current.id);
    const typed = element instanceof HTMLInputElement ? element.value : undefined;
    if (typed !== undefined && typed !== atMount.current.value) atMount.current.onChange(typed);
  }, []);
  const statusId = `${id}-status`;
  // The browser refuses typing beyond the limit; the learner is told, not left to wonder.
  const full = maxLength !== undefined && maxLength > 0 && value.length >= maxLength;
  const classes = ['answer-field', className, width?.sentence ? 'answer-sentence' : ''].filter(Boolean);
  const style = width ? ({ '--answer-chars': width.characters } as CSSProperties) : undefined;
  return (
    <span className={classes.join(' ')} style={style}>
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
        {detail ? ` ${detail}` : ''}
        {full ? ` ${MAXIMUM_LENGTH_TEXT}` : ''}
      </span>
      {hint ? (
        <span className="answer-status" aria-hidden="true">
          {hint}
        </span>
      ) : null}
      {full ? (
        <span className="answer-limit" aria-hidden="true">
          {MAXIMUM_LENGTH_TEXT}
        </span>
      ) : null}
    </span>
  );
});
