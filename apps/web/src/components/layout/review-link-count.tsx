import { useReviewDeck } from '../../lib/review-deck.ts';
import { ReviewLinkBody } from './review-link.tsx';

/** The Review link with the number of cards due now (loaded after the page, see ReviewLink). */
export default function ReviewLinkWithCount() {
  const deck = useReviewDeck();
  return <ReviewLinkBody due={deck.status === 'success' ? deck.due.length : undefined} />;
}
