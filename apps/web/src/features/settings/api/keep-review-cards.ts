import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { earningCodes, KEPT_REVIEW_CODES, keptReviewCodes } from '../../../lib/review-codes.ts';
import { supabase } from '../../../lib/supabase.ts';
import type { User } from '../../../lib/supabase.ts';

/**
 * Before the progress tracker is cleared: keeps the review cards of the passed tests among
 * `codes` (with those kept before) in the account, so Review still offers them; `null` lets every
 * kept card go (the key is deleted). The server's user replaces the cached one.
 */
export async function keepReviewCards(
  queryClient: QueryClient,
  codes: readonly string[] | null,
): Promise<void> {
  const user = queryClient.getQueryData<User | null>(queryKeys.user());
  const kept = codes ? earningCodes([...keptReviewCodes(user), ...codes]) : null;
  // Nothing to change: no kept cards to let go, or none to add (kept ones are always included).
  if ((kept ?? []).length === keptReviewCodes(user).length) return;
  const { data, error } = await supabase().auth.updateUser({ data: { [KEPT_REVIEW_CODES]: kept } });
  if (error) throw new Error(error.message);
  queryClient.setQueryData(queryKeys.user(), data.user);
}
