import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mistakesQueryOptions } from '../../lib/mistakes.ts';
import { useReviewDeck } from '../../lib/review-deck.ts';
import { formatDue } from '../../lib/format-due.ts';

/** What is due for review now, and the mistakes still to fix (issue 25), on the home screen. */
export function ReviewBox() {
  const queryClient = useQueryClient();
  const deck = useReviewDeck();
  const mistakes = useQuery(mistakesQueryOptions(queryClient));
  const open = mistakes.data?.filter((row) => row.fixed_at === null).length ?? 0;
  if (deck.status !== 'success') return null;
  const due = deck.due.length;
  return (
    <aside className="review-box" aria-labelledby="review-box-title">
      <h2 id="review-box-title">Review</h2>
      {deck.items.length === 0 ? (
        <p>
          Pass a vocabulary test or a unit’s test, and its words and forms come back for review just before
          you would forget them.
        </p>
      ) : (
        <p>
          <strong>{due === 0 ? 'No cards' : `${due} card${due === 1 ? '' : 's'}`} due now</strong>
          {due === 0 ? ': well done.' : '.'}
          {due === 0 && deck.next ? ` Next review ${formatDue(deck.next, new Date())}.` : ''}
        </p>
      )}
      <p className="button-row">
        {deck.items.length > 0 ? (
          <Link to="/review" className={due > 0 ? 'button' : 'button button-secondary'}>
            {due > 0 ? 'Review now' : 'Open Review'}
          </Link>
        ) : null}
        <Link to="/mistakes" className="button button-secondary">
          My mistakes{open > 0 ? ` (${open} to fix)` : ''}
        </Link>
      </p>
    </aside>
  );
}
