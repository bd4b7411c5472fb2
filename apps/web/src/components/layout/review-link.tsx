import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';

/** How long after the page shows the header starts loading the review cards (not with the page). */
const DECK_DELAY_MS = 1_500;

// The count needs the deck (ts-fsrs, the learner's cards): its own chunk, loaded after the page.
// When the chunk cannot be fetched (the server is away), the link simply shows no count: the
// page the learner is working on must never fall over for it.
const ReviewLinkWithCount = lazy(() =>
  import('./review-link-count.tsx').catch(() => ({ default: () => <ReviewLinkBody due={undefined} /> })),
);

/** The header's link to Review, with the number of cards due now once they are known. */
export function ReviewLink() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), DECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? (
    <Suspense fallback={<ReviewLinkBody due={undefined} />}>
      <ReviewLinkWithCount />
    </Suspense>
  ) : (
    <ReviewLinkBody due={undefined} />
  );
}

export function ReviewLinkBody({ due }: { due: number | undefined }) {
  return (
    <Link to="/review" className="button button-secondary header-review">
      Review
      {due ? (
        <>
          {' '}
          <span className="review-badge">{due}</span>
          <span className="visually-hidden"> card{due === 1 ? '' : 's'} due now</span>
        </>
      ) : null}
    </Link>
  );
}
