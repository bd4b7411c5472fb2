import { findMenuItemByCode } from '@grundlagen/content';
import type { User } from './supabase.ts';

// Which passed tests give the learner review cards (apart from the review deck itself, so that
// Settings can use it without loading the scheduler).

/**
 * The account's codes whose review cards were kept when the progress tracker was cleared
 * (user metadata `reviewCodes`): their cards stay in Review without their checkmarks.
 */
export const KEPT_REVIEW_CODES = 'reviewCodes';

/** The kept codes of an account's metadata (anything else in the key is ignored). */
export function keptReviewCodes(user: User | null | undefined): string[] {
  const kept: unknown = user?.user_metadata[KEPT_REVIEW_CODES];
  return Array.isArray(kept) ? kept.filter((code): code is string => typeof code === 'string') : [];
}

/** Codes whose passed test earns cards: vocabulary trainers and memorisation/review units. */
export function earningCodes(codes: readonly string[]): string[] {
  return [...new Set(codes)].filter((code) => {
    const kind = findMenuItemByCode(code)?.kind;
    return kind === 'vocabulary' || kind === 'memorization' || kind === 'review';
  });
}
