import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BackendClient, User } from './supabase.ts';
import { redirect } from 'react-router';
import { appConfigReady, hasStoredSession, storedUser } from './app-config.ts';
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

/** Whether an auth error is the server's refusal (4xx) rather than no answer at all. */
const refused = (error: { status?: number } | null) =>
  !!error?.status && error.status >= 400 && error.status < 500;

/**
 * The current user (docs/product/accounts.md "Signing in and out"): null with no stored session, otherwise fetched from the server.
 * A stored session the server no longer knows (expired, revoked) counts as signed out. Offline
 * (no answer from the server), the stored session's user opens the course, even when its access
 * token has expired: the backend client refreshes it when the connection is back.
 */
export function userQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user(),
    queryFn: async (): Promise<User | null> => {
      if (!hasStoredSession()) return null;
      const supabase = await backend();
      const stored = storedUser();
      const { data: sessionData, error: sessionError } = await supabase.auth.getSession();
      if (!sessionData.session) {
        return sessionError && !refused(sessionError) && stored ? stored : null;
      }
      if (navigator.onLine === false && stored) return stored;
      // With the session's token: asked without it, auth-js holds its session lock until the
      // server answers, and the page's first queries, which read the token, wait behind it.
      const { data, error } = await supabase.auth.getUser(sessionData.session.access_token);
      if (error) {
        if (refused(error)) {
          await supabase.auth.signOut({ scope: 'local' });
          return null;
        }
        if (stored) return stored;
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

function isOwnPath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Where a login goes: the page asked for when it is a path of this site, else home. */
export function returnPath(search: URLSearchParams): string {
  const path = search.get(RETURN_TO);
  return isOwnPath(path) ? path : '/';
}

/** The browser's note of the page a learner logged out on (this device only). */
const LAST_PLACE_KEY = 'lastPlace';

/** Notes the page the learner logs out on, so that their next login here returns to it. */
export function rememberPlace(userId: string | undefined, path: string): void {
  try {
    if (userId && path !== '/') localStorage.setItem(LAST_PLACE_KEY, JSON.stringify({ userId, path }));
    else localStorage.removeItem(LAST_PLACE_KEY);
  } catch {
    // Storage refused (private mode, full): the next login goes home.
  }
}

/**
 * Where a login goes: the page asked for (`redirectTo`); else, for the learner who logged out on
 * this device, the page they logged out on ("continue where you left off"); else home. The note
 * is used once.
 */
export function placeAfterLogin(search: URLSearchParams, userId: string | undefined): string {
  let remembered: string | undefined;
  try {
    const stored = JSON.parse(localStorage.getItem(LAST_PLACE_KEY) ?? 'null') as {
      userId?: unknown;
      path?: unknown;
    } | null;
    localStorage.removeItem(LAST_PLACE_KEY);
    if (stored && stored.userId === userId && typeof stored.path === 'string' && isOwnPath(stored.path))
      remembered = stored.path;
  } catch {
    remembered = undefined;
  }
  return search.has(RETURN_TO) ? returnPath(search) : (remembered ?? '/');
}

export interface Credentials {
  email: string;
  password: string;
}

/** Password login (docs/product/accounts.md "Signing in and out"); the server's message is the error's message. */
export async function signIn(queryClient: QueryClient, { email, password }: Credentials): Promise<void> {
  const { data, error } = await (await backend()).auth.signInWithPassword({ email, password });
  if (error) throw new Error(error.message);
  const darkMode = accountDarkMode(data.user);
  if (darkMode !== null) setDarkMode(darkMode);
  queryClient.clear();
  queryClient.setQueryData(queryKeys.user(), data.user);
  await adoptQueue(data.user.id);
}

/**
 * A learner has signed in: their own queued writes are sent; another learner's, left on this
 * browser, are discarded with a message (never sent as this one).
 */
async function adoptQueue(userId: string): Promise<void> {
  await (await import('./write-queue.ts')).adoptQueue(userId).catch((error: unknown) => {
    console.error('The queue of unsaved work could not be read.', error);
  });
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

/** Sign-up with `data: {darkMode: false, username}` (docs/product/accounts.md "Signing in and out"); the learner is signed in at once. */
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
  await adoptQueue(data.user.id);
}

/**
 * Empties the cache without asking anything again: a query still shown (the page being left
 * renders until the next one is committed) is removed only once its last observer goes, since a
 * shown query removed from the cache is fetched again at once, by then without a session.
 */
function clearOnceUnobserved(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache();
  const shown = new Set(cache.findAll().filter((query) => query.getObserversCount() > 0));
  for (const query of cache.findAll()) if (!shown.has(query)) cache.remove(query);
  if (shown.size === 0) return;
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'observerRemoved' || !shown.has(event.query)) return;
    if (event.query.getObserversCount() > 0) return;
    shown.delete(event.query);
    cache.remove(event.query);
    if (shown.size === 0) unsubscribe();
  });
}

/**
 * Logout everywhere (docs/product/accounts.md "Signing in and out"); all cached data is cleared
 * whatever the server says. The learner's queued work is sent first, while the session lives
 * (what cannot be sent stays queued for them), and no request goes out with the session once
 * it is being ended (`endSessionRequests`). `leave` takes the learner off the course (to the
 * login page) before the cache is emptied, and what the page being left still shows is dropped
 * as it goes: emptied under a page still shown, that page's queries would be asked again
 * without a session.
 */
export async function signOut(queryClient: QueryClient, leave: () => void | Promise<void>): Promise<void> {
  try {
    const client = await backend();
    await import('./write-queue.ts').then(({ sendQueued }) => sendQueued()).catch(() => false);
    await (await import('./supabase.ts')).endSessionRequests();
    await client.auth.signOut({ scope: 'global' });
  } finally {
    await queryClient.cancelQueries();
    queryClient.setQueryData(queryKeys.user(), null);
    await leave();
    clearOnceUnobserved(queryClient);
    queryClient.setQueryData(queryKeys.user(), null);
  }
}
