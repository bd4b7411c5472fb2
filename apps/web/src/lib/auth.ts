import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BackendClient, User } from './supabase.ts';
import { redirect } from 'react-router';
import { appConfigReady, hasStoredSession } from './app-config.ts';
import { setDarkMode } from './dark-mode.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The backend client, whose module (auth-js, postgrest-js) loads on first use, once the app's
 * configuration has been read. Awaiting it makes `supabase()` usable.
 */
export async function backend(): Promise<BackendClient> {
  const [module] = await Promise.all([import('./supabase.ts'), appConfigReady()]);
  return module.supabase();
}

/** Starts loading the backend client in the background (e.g. while the login form is shown). */
export function preloadBackend(): void {
  void import('./supabase.ts');
}

/**
 * The current user (spec §4): null with no stored session, otherwise fetched from the server.
 * A stored session the server no longer knows (expired, revoked) counts as signed out.
 */
export function userQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user(),
    queryFn: async (): Promise<User | null> => {
      if (!hasStoredSession()) return null;
      const supabase = await backend();
      const { data: sessionData } = await supabase.auth.getSession();
      if (!sessionData.session) return null;
      const { data, error } = await supabase.auth.getUser();
      if (error) {
        if (error.status && error.status >= 400 && error.status < 500) {
          await supabase.auth.signOut({ scope: 'local' });
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

/** The search parameter of /login naming the page to return to after login. */
export const RETURN_TO = 'redirectTo';

/**
 * Loader guard: everything but /login, /new_user and /landing_page needs a signed-in learner.
 * Given the loader's request, the login screen returns to the page that was asked for.
 */
export async function requireUser(queryClient: QueryClient, request?: Request): Promise<User> {
  const user = await queryClient.ensureQueryData(userQueryOptions());
  if (!isSignedIn(user)) {
    const url = request ? new URL(request.url) : null;
    const path = url ? `${url.pathname}${url.search}${url.hash}` : '/';
    throw redirect(path === '/' ? '/login' : `/login?${new URLSearchParams({ [RETURN_TO]: path })}`);
  }
  return user;
}

/** Where a login goes: the page asked for when it is a path of this site, else home. */
export function returnPath(search: URLSearchParams): string {
  const path = search.get(RETURN_TO);
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

export interface Credentials {
  email: string;
  password: string;
}

/** Password login (spec §7); the server's message is the error's message. */
export async function signIn(queryClient: QueryClient, { email, password }: Credentials): Promise<void> {
  const { data, error } = await (await backend()).auth.signInWithPassword({ email, password });
  if (error) throw new Error(error.message);
  const darkMode = accountDarkMode(data.user);
  if (darkMode !== null) setDarkMode(darkMode);
  queryClient.clear();
  queryClient.setQueryData(queryKeys.user(), data.user);
}

/** Metadata flag set when the learner first chooses dark mode in Settings (docs/decisions.md). */
export const DARK_MODE_CHOSEN = 'darkModeChosen';

/**
 * The account's dark mode once the learner has chosen it in Settings, else null (the page follows
 * the system). Sign-up writes `darkMode: false`, which is not a choice; `true` can only have been
 * chosen, so accounts from before the flag keep a dark choice.
 */
export function accountDarkMode(user: User): boolean | null {
  const metadata = user.user_metadata;
  const darkMode: unknown = metadata['darkMode'];
  if (typeof darkMode !== 'boolean') return null;
  return metadata[DARK_MODE_CHOSEN] === true || darkMode ? darkMode : null;
}

/** Sign-up with `data: {darkMode: false, username}` (spec §7); the learner is signed in at once. */
export async function signUp(
  queryClient: QueryClient,
  { email, password, username }: Credentials & { username: string },
): Promise<void> {
  const { data, error } = await (
    await backend()
  ).auth.signUp({
    email,
    password,
    options: { data: { darkMode: false, username } },
  });
  if (error) throw new Error(error.message);
  if (!data.session || !data.user) throw new Error('Sign-up did not sign you in. Please log in.');
  queryClient.clear();
  queryClient.setQueryData(queryKeys.user(), data.user);
}

/** Logout everywhere (spec §7); all cached data is cleared whatever the server says. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await (await backend()).auth.signOut({ scope: 'global' });
  } finally {
    queryClient.clear();
    queryClient.setQueryData(queryKeys.user(), null);
  }
}
