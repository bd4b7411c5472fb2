import type { QueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase.ts';
import { applyStoredDarkMode } from '../../theme/dark-mode-storage.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** Password login (spec §7); the server's message is the error's message. */
export async function signIn(queryClient: QueryClient, { email, password }: Credentials): Promise<void> {
  const { data, error } = await supabase().auth.signInWithPassword({ email, password });
  if (error) throw new Error(error.message);
  const darkMode: unknown = data.user.user_metadata['darkMode'];
  if (typeof darkMode === 'boolean') applyStoredDarkMode(darkMode);
  queryClient.clear();
  queryClient.setQueryData(['user'], data.user);
}

/** Sign-up with `data: {darkMode: false, username}` (spec §7); the learner is signed in at once. */
export async function signUp(
  queryClient: QueryClient,
  { email, password, username }: Credentials & { username: string },
): Promise<void> {
  const { data, error } = await supabase().auth.signUp({
    email,
    password,
    options: { data: { darkMode: false, username } },
  });
  if (error) throw new Error(error.message);
  if (!data.session || !data.user) throw new Error('Sign-up did not sign you in. Please log in.');
  queryClient.clear();
  queryClient.setQueryData(['user'], data.user);
}

/** Logout everywhere (spec §7); all cached data is cleared whatever the server says. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await supabase().auth.signOut({ scope: 'global' });
  } finally {
    queryClient.clear();
    queryClient.setQueryData(['user'], null);
  }
}
