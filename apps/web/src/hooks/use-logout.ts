import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '../lib/auth.ts';

/** Logout everywhere, then the login page whatever the server said (docs/product/accounts.md "Signing in and out"). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate, isPending } = useMutation({
    mutationFn: () => signOut(queryClient),
    onSettled: () => navigate('/login', { replace: true }),
  });
  return { logout: () => mutate(), loggingOut: isPending };
}
