import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { newCardState, reviewRating, scheduleReview, type AnswerCheck } from '@grundlagen/core';
import { findMenuItemByCode, type ReviewItem } from '@grundlagen/content';
import { Spinner } from '../../components/ui/spinner.tsx';
import { markMistakeIdsFixed, mistakesQueryOptions, type MistakeRow } from '../../lib/mistakes.ts';
import { saveCardStates, useReviewDeck } from '../../lib/review-deck.ts';
import { formatDue } from '../../lib/format-due.ts';
import { ReviewSession, type SessionCard } from './review-session.tsx';
import './review.css';

/** How many cards one session asks at most; the rest wait for the next session. */
export const SESSION_SIZE = 20;

function fromItem(item: ReviewItem): SessionCard {
  return {
    id: item.id,
    source: `Chapter ${item.chapter} · ${item.topic}`,
    prompt: item.prompt,
    promptLang: item.promptLang,
    instruction: item.instruction,
    check: item.check,
    chapter: item.chapter,
    link: item.link,
  };
}

function fromMistake(row: MistakeRow): SessionCard | undefined {
  const item = findMenuItemByCode(row.set_code);
  try {
    const check = JSON.parse(row.answer_check) as AnswerCheck;
    return {
      id: row.id,
      source: item ? `Chapter ${item.chapter} · ${item.name}` : row.set_code,
      prompt: row.prompt,
      promptLang: check.language === 'de' ? 'en' : 'de',
      instruction: check.language === 'de' ? 'The German' : 'The English',
      check,
      ...(item ? { chapter: item.chapter } : {}),
      link: item?.link ?? '/',
    };
  } catch {
    return undefined;
  }
}

/** The Review page: the cards due now, a session of them, and a summary (issue 25). */
export function ReviewPage() {
  const location = useLocation();
  const mistakeIds = (location.state as { mistakeIds?: string[] } | null)?.mistakeIds;
  return mistakeIds ? (
    <MistakesSession key={location.key} ids={mistakeIds} />
  ) : (
    <DueReview key={location.key} />
  );
}

function DueReview() {
  const queryClient = useQueryClient();
  const deck = useReviewDeck();
  const [session, setSession] = useState<{ round: number; cards: readonly SessionCard[] } | null>(null);
  const now = new Date();
  const start = () =>
    setSession({ round: (session?.round ?? 0) + 1, cards: deck.due.slice(0, SESSION_SIZE).map(fromItem) });

  const answer = (card: SessionCard, value: string, verdict: Parameters<typeof reviewRating>[0]) => {
    const at = new Date();
    const rating = reviewRating(verdict);
    const state = scheduleReview(deck.states.get(card.id) ?? newCardState(at), rating, at);
    void saveCardStates(
      queryClient,
      [{ cardId: card.id, state }],
      [{ cardId: card.id, rating, answer: value, at, state }],
    );
    return state.due;
  };

  const dueCount = `${deck.due.length} card${deck.due.length === 1 ? '' : 's'} due now.`;
  const startButton =
    deck.due.length > 0 ? (
      <button type="button" className="button" onClick={start}>
        {deck.due.length > SESSION_SIZE ? `Review ${SESSION_SIZE} cards` : 'Start the review'}
      </button>
    ) : null;
  const nextReview = deck.next ? <>Next review {formatDue(deck.next, now)}.</> : null;

  return (
    <section className="page review-page" aria-labelledby="page-title">
      <h1 id="page-title">Review</h1>
      {session ? (
        <ReviewSession
          key={session.round}
          cards={session.cards}
          title="Review"
          onAnswer={(card, value, verdict) => answer(card, value, verdict.outcome)}
          after={
            <>
              <p className="lead review-next">
                {deck.due.length > 0 ? `${dueCount} ` : 'No more cards due now. '}
                {deck.due.length === 0 ? nextReview : null}
              </p>
              {startButton}
            </>
          }
        />
      ) : deck.status === 'pending' ? (
        <Spinner label="Loading your cards…" />
      ) : deck.status === 'error' ? (
        <p className="result">Your review cards could not be loaded. Please try again later.</p>
      ) : deck.items.length === 0 ? (
        <p className="lead">
          Nothing to review yet. Pass a chapter’s vocabulary test or a unit’s test, and its words and forms
          come back here just before you would forget them.
        </p>
      ) : (
        <>
          <p className="lead review-due-count">
            {deck.due.length === 0 ? 'No cards due now.' : dueCount} You have {deck.items.length} cards from
            the tests you passed.{deck.due.length === 0 && nextReview ? <> {nextReview}</> : null}
          </p>
          {startButton}
          <p className="review-explainer">
            Each card comes back when you are about to forget it: sooner after a wrong answer, later after a
            right one.
          </p>
        </>
      )}
      <p>
        <Link to="/mistakes">My mistakes</Link>
      </p>
    </section>
  );
}

function MistakesSession({ ids }: { ids: readonly string[] }) {
  const queryClient = useQueryClient();
  const mistakes = useQuery(mistakesQueryOptions(queryClient));
  // The session keeps the cards it started with, even as they are marked fixed.
  const [cards, setCards] = useState<readonly SessionCard[] | null>(null);
  if (cards === null && mistakes.data) {
    const wanted = new Set(ids);
    setCards(mistakes.data.filter((row) => wanted.has(row.id)).flatMap((row) => fromMistake(row) ?? []));
  }
  return (
    <section className="page review-page" aria-labelledby="page-title">
      <h1 id="page-title">Practise my mistakes</h1>
      {mistakes.isError ? (
        <p className="result">Your mistakes could not be loaded. Please try again later.</p>
      ) : cards === null ? (
        <Spinner label="Loading your mistakes…" />
      ) : cards.length === 0 ? (
        <p className="lead">There are no open mistakes to practise.</p>
      ) : (
        <ReviewSession
          cards={cards}
          title="Practise my mistakes"
          onAnswer={(card, _value, verdict) => {
            if (verdict.outcome === 'exact') void markMistakeIdsFixed(queryClient, [card.id]);
            return undefined;
          }}
        />
      )}
      <p>
        <Link to="/mistakes">Back to My mistakes</Link>
      </p>
    </section>
  );
}
