import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { rememberPlace, signOut } from '../lib/auth.ts';
import { queryKeys } from '../lib/query-keys.ts';
import type { User } from '../lib/supabase.ts';

/**
 * Logout everywhere, then the login page whatever the server said. The page the learner
 * was on is noted, so that logging in again returns to it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate, isPending } = useMutation({
    mutationFn: () => {
      const user = queryClient.getQueryData<User | null>(queryKeys.user());
      rememberPlace(user?.id, `${location.pathname}${location.search}${location.hash}`);
      return signOut(queryClient, () => navigate('/login', { replace: true }));
    },
  });
  return { logout: () => mutate(), loggingOut: isPending };
}
