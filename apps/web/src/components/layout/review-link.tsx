import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useReviewDeck } from '../../lib/review-data.ts';

/** How long after the page shows the header starts loading the review cards (not with the page). */
const DECK_DELAY_MS = 1_500;

/** The header's link to Review, with the number of cards due today once they are known. */
export function ReviewLink() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), DECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? <ReviewLinkWithCount /> : <ReviewLinkBody due={undefined} />;
}

function ReviewLinkWithCount() {
  const deck = useReviewDeck();
  return <ReviewLinkBody due={deck.status === 'success' ? deck.due.length : undefined} />;
}

function ReviewLinkBody({ due }: { due: number | undefined }) {
  return (
    <Link
      to="/review"
      className="button button-secondary header-review"
      aria-label={due ? `Review: ${due} card${due === 1 ? '' : 's'} due today` : 'Review'}
    >
      Review
      {due ? (
        <span className="review-badge" aria-hidden="true">
          {due}
        </span>
      ) : null}
    </Link>
  );
}
