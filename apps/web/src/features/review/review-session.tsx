import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  blankContext,
  judgeReviewAnswer,
  reviewSolution,
  type AnswerCheck,
  type ReviewVerdict,
  type WordHint,
} from '@grundlagen/core';
import { courseLexicon } from '@grundlagen/content';
import { AnswerField } from '../../components/ui/answer-field.tsx';
import { SpecialCharacters } from '../../components/ui/special-characters.tsx';
import { formatDue } from '../../lib/format-due.ts';

/** One question of a session: a review card or a recorded mistake. */
export interface SessionCard {
  id: string;
  /** "Chapter 1 · Vocabulary". */
  source: string;
  prompt: string;
  promptLang: 'de' | 'en';
  instruction: string;
  check: AnswerCheck;
  /** The chapter the question comes from: a wrong German answer is diagnosed with its contrasts. */
  chapter?: number;
  /** Where the point is taught. */
  link: string;
}

/** What the session did with one answer; `due` is the card's next due date, when it has one. */
export interface SessionResult {
  card: SessionCard;
  answer: string;
  verdict: ReviewVerdict;
  due?: string;
}

const hintText: Record<WordHint, string> = {
  umlaut: 'check the umlauts (ä, ö, ü, ß)',
  capitalisation: 'check the capital letters',
  typo: 'a typo?',
  article: 'add the article',
};

function verdictText(result: SessionResult, now: Date): string {
  const solution = reviewSolution(result.card.check, result.answer);
  const when = result.due ? ` It comes back ${formatDue(result.due, now)}.` : '';
  if (result.verdict.outcome === 'exact') return `Right.${when}`;
  const hint = result.verdict.hint ? `Nearly: ${hintText[result.verdict.hint]}. ` : 'Not right. ';
  return `${hint}The answer is “${solution}”.${when}`;
}

/**
 * A review session: the cards one at a time, each typed, checked with core's rules and
 * announced; then a summary. `onAnswer` schedules the card (or marks a mistake fixed) and
 * returns its next due date, if any; `after` follows the summary (what is due next).
 */
export function ReviewSession({
  cards,
  onAnswer,
  title,
  after,
}: {
  cards: readonly SessionCard[];
  onAnswer: (card: SessionCard, answer: string, verdict: ReviewVerdict) => string | undefined;
  title: string;
  after?: ReactNode;
}) {
  const [position, setPosition] = useState(0);
  const [value, setValue] = useState('');
  const [results, setResults] = useState<SessionResult[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const card = cards[position];
  const answered = results.length > position ? results[position] : undefined;
  const now = new Date();
  // Focus follows the session: the answer field for a new card, Next once it is checked.
  const isAnswered = answered !== undefined;
  useLayoutEffect(() => {
    if (isAnswered) next.current?.focus();
    else input.current?.focus();
  }, [position, isAnswered]);

  if (!card) return <SessionSummary results={results} title={title} after={after} />;

  const check = () => {
    if (answered || value.trim() === '') return;
    // A drill's blank ("mit ___ Bus") is diagnosed in its sentence.
    const verdict = judgeReviewAnswer(value, card.check, {
      lexicon: courseLexicon,
      chapter: card.chapter,
      blank: card.check.kind === 'words' ? blankContext(card.prompt) : undefined,
    });
    const due = onAnswer(card, value, verdict);
    setResults([...results, { card, answer: value, verdict, ...(due ? { due } : {}) }]);
  };
  const goOn = () => {
    setPosition(position + 1);
    setValue('');
  };

  return (
    <div className="review-session">
      <p className="review-progress">
        Card {position + 1} of {cards.length}
        <progress value={position + (answered ? 1 : 0)} max={cards.length} aria-hidden="true" />
      </p>
      <div className="review-card">
        <p className="review-source">{card.source}</p>
        <p className="review-prompt" lang={card.promptLang}>
          {card.prompt}
        </p>
        <form
          className="review-answer"
          onSubmit={(event) => {
            event.preventDefault();
            if (answered) goOn();
            else check();
          }}
        >
          <label htmlFor="review-answer">{card.instruction}</label>
          <AnswerField
            ref={input}
            id="review-answer"
            label={`${card.instruction}: ${card.prompt}`}
            value={value}
            state={answered ? (answered.verdict.outcome === 'exact' ? 'correct' : 'incorrect') : 'neutral'}
            strict
            lang={card.check.language}
            maxLength={500}
            onChange={(next) => {
              if (!answered) setValue(next);
            }}
          />
          {card.check.language === 'de' && !answered ? (
            <SpecialCharacters target={() => input.current} onInsert={(_element, next) => setValue(next)} />
          ) : null}
          <div className="button-row">
            {answered ? (
              <button ref={next} type="submit" className="button">
                {position + 1 < cards.length ? 'Next card' : 'See the summary'}
              </button>
            ) : (
              <button type="submit" className="button" disabled={value.trim() === ''}>
                Check
              </button>
            )}
          </div>
        </form>
        <p
          className={`review-verdict${answered ? ` review-verdict-${answered.verdict.outcome}` : ''}`}
          role="status"
          aria-live="polite"
        >
          {answered ? verdictText(answered, now) : ''}
          {answered?.verdict.diagnosis ? (
            <span className="review-explanation">
              {' '}
              <span className="answer-feedback-label">Why:</span> {answered.verdict.diagnosis.explanation}
            </span>
          ) : null}
        </p>
        {answered && answered.verdict.outcome !== 'exact' ? (
          <p>
            <Link to={card.link}>Where this is taught</Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

function SessionSummary({
  results,
  title,
  after,
}: {
  results: readonly SessionResult[];
  title: string;
  after: ReactNode;
}) {
  const now = new Date();
  const right = results.filter((result) => result.verdict.outcome === 'exact').length;
  return (
    <div className="review-summary">
      <h2 tabIndex={-1} ref={(element) => element?.focus()}>
        {title}: done
      </h2>
      <p className="result" role="status">
        {right} of {results.length} right.
      </p>
      <table className="review-summary-table">
        <caption className="visually-hidden">Your answers</caption>
        <thead>
          <tr>
            <th scope="col">Question</th>
            <th scope="col">Your answer</th>
            <th scope="col">Answer</th>
            <th scope="col">Next</th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.card.id} className={`review-row-${result.verdict.outcome}`}>
              <td lang={result.card.promptLang}>{result.card.prompt}</td>
              <td lang={result.card.check.language}>
                <span aria-hidden="true">{result.verdict.outcome === 'exact' ? '✓ ' : '✗ '}</span>
                {result.answer}
              </td>
              <td lang={result.card.check.language}>{reviewSolution(result.card.check, result.answer)}</td>
              <td>
                {result.due ? formatDue(result.due, now) : result.verdict.outcome === 'exact' ? 'fixed' : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {after}
    </div>
  );
}
