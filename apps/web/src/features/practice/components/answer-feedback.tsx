import { Fragment } from 'react';
import type { ClosestAnswer, WordDifference } from '@grundlagen/core';

export { hintText } from '../../../lib/answer-hints.ts';

/**
 * What a screen reader hears after a wrong answer's verdict: the closest correct answer and each
 * word that differs, so the difference is never told by colour or position alone.
 *
 * @example differenceSummary(closest) // 'Closest correct answer: Ich gebe dem Kind den Ball. "den" instead of "dem".'
 */
export function differenceSummary(closest: ClosestAnswer): string {
  const changes = closest.differences.flatMap((difference) => {
    switch (difference.kind) {
      case 'changed':
        return [`"${difference.written}" instead of "${difference.expected}"`];
      case 'missing':
        return [`"${difference.expected}" missing`];
      case 'extra':
        return [`"${difference.written}" not needed`];
      case 'same':
        return [];
    }
  });
  return `Closest correct answer: ${closest.answer}${/[.!?]$/.test(closest.answer) ? '' : '.'}${
    changes.length > 0 ? ` ${changes.join('; ')}.` : ''
  }`;
}

function DifferenceWord({ difference }: { difference: WordDifference }) {
  switch (difference.kind) {
    case 'same':
      return <span>{difference.written}</span>;
    case 'changed':
      return (
        <span className="diff-changed">
          <del>
            <span className="visually-hidden">you wrote </span>
            {difference.written}
          </del>{' '}
          <ins>
            <span className="visually-hidden">, correct: </span>
            {difference.expected}
          </ins>
        </span>
      );
    case 'extra':
      return (
        <del className="diff-extra">
          <span className="visually-hidden">not needed: </span>
          {difference.written}
        </del>
      );
    case 'missing':
      return (
        <ins className="diff-missing">
          <span className="visually-hidden">missing: </span>
          {difference.expected}
        </ins>
      );
  }
}

/**
 * Under a rejected answer: the learner's words with every difference from the closest correct
 * answer marked (struck through where a word is wrong or not needed, underlined and bold where a
 * word is expected), the closest correct answer itself, why the answer is wrong when the course
 * can say, and "My answer should count".
 */
export function AnswerFeedback({
  id,
  closest,
  explanation,
  lang,
  label,
  target,
  report,
}: {
  id: string;
  closest: ClosestAnswer | undefined;
  /** Why the answer is wrong, shown under the difference (the input's live region says it too). */
  explanation?: string | undefined;
  lang: string;
  /** Which blank, on a row with several ("Blank 2"). */
  label?: string;
  /** What the report button is for, for screen readers ("sentence 3", "sentence 3, blank 2"). */
  target: string;
  report: { sent: boolean; sending: boolean; onReport: () => void };
}) {
  const buttonText = report.sent
    ? 'Reported — thank you'
    : report.sending
      ? 'Sending…'
      : 'My answer should count';
  return (
    <div className="answer-feedback" id={id}>
      {label ? <p className="answer-feedback-blank">{label}</p> : null}
      {closest && closest.differences.some((difference) => difference.kind !== 'same') ? (
        <>
          <p className="answer-difference" lang={lang}>
            <span className="answer-feedback-label">Where it differs:</span>{' '}
            {closest.differences.map((difference, index) => (
              <Fragment key={index}>
                {index > 0 ? ' ' : null}
                <DifferenceWord difference={difference} />
              </Fragment>
            ))}
          </p>
          <p className="answer-closest">
            <span className="answer-feedback-label">Closest correct answer:</span>{' '}
            <span lang={lang}>{closest.answer}</span>
          </p>
        </>
      ) : null}
      {explanation ? (
        <p className="answer-explanation">
          <span className="answer-feedback-label">Why:</span> {explanation}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-secondary button-small report-button"
        onClick={report.onReport}
        disabled={report.sent || report.sending}
        aria-label={`${buttonText} (${target})`}
      >
        {buttonText}
      </button>
    </div>
  );
}
