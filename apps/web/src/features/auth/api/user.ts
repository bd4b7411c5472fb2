import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { redirect } from 'react-router';
import { supabase } from '../../../lib/supabase.ts';

/**
 * The current user (spec §4): null with no stored session, otherwise fetched from the server.
 * A stored session the server no longer knows (expired, revoked) counts as signed out.
 */
export function userQueryOptions() {
  return queryOptions({
    queryKey: ['user'],
    queryFn: async (): Promise<User | null> => {
      const { data: sessionData } = await supabase().auth.getSession();
      if (!sessionData.session) return null;
      const { data, error } = await supabase().auth.getUser();
      if (error) {
        if (error.status && error.status >= 400 && error.status < 500) {
          await supabase().auth.signOut({ scope: 'local' });
          return null;
        }
        throw error;
      }
      return data.user;
    },
    staleTime: Infinity,
  });
}

export function isSignedIn(user: User | null | undefined): user is User {
  return !!user && user.role === 'authenticated';
}

/** Loader guard: everything but /login, /new_user and /landing_page needs a signed-in learner. */
export async function requireUser(queryClient: QueryClient): Promise<User> {
  const user = await queryClient.ensureQueryData(userQueryOptions());
  if (!isSignedIn(user)) throw redirect('/login');
  return user;
}
