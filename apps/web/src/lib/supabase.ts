// The one client of the backend: Supabase's own auth and PostgREST clients, wired as supabase-js
// wires them (same URLs, headers and session handling), without the realtime, storage and
// functions clients the course never calls. The same build works against hosted Supabase.
import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { appConfig, SESSION_STORAGE_KEY, type AppConfig } from './app-config.ts';

export type { User, UserAttributes } from '@supabase/auth-js';

/** What the app calls: `auth` (GoTrue) and `from(table)` (PostgREST), as on a supabase-js client. */
export interface BackendClient {
  readonly auth: GoTrueClient;
  from: PostgrestClient['from'];
}

let client: BackendClient | null = null;

/**
 * Set while a learner signs out (`endSessionRequests`): the access token being ended. A request
 * that would carry it, or no session at all, is then not sent; one with a new session (the next
 * login) sends and clears it.
 */
let ending: { token: string | undefined } | null = null;
/** The requests on their way to the server (sent, not yet answered). */
const inFlight = new Set<Promise<unknown>>();

/** How long a sign-out waits for the requests already on their way before ending the session. */
const IN_FLIGHT_WAIT_MS = 3_000;

/**
 * Called as a learner signs out, before the server revokes the session: no request of the app
 * goes out with that session from now on (nor without one), and the requests already sent are
 * given a moment to be answered. A request not sent fails as aborted (postgrest-js gives it
 * status 0, as when the server cannot be reached): the write queue keeps its rows for the
 * learner, a read falls back on its copy in the browser. Without this, a request started just
 * before (a page's answers read and then its blank rows written) reached the server with a
 * revoked session or none and was refused (401).
 */
export async function endSessionRequests(): Promise<void> {
  const { auth } = supabase();
  const { data } = await auth.getSession();
  ending = { token: data.session?.access_token };
  let waited: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([...inFlight]),
    new Promise((resolve) => {
      waited = setTimeout(resolve, IN_FLIGHT_WAIT_MS);
    }),
  ]);
  clearTimeout(waited);
}

/** The error of a request not sent because its session is being ended (fetch's abort). */
function sessionEnded(): DOMException {
  return new DOMException('Signed out: the request was not sent.', 'AbortError');
}

/** Creates the one backend client of the app; the web app talks to the backend only through it. */
export function initSupabase(config: AppConfig): BackendClient {
  const baseUrl = config.supabaseUrl.endsWith('/') ? config.supabaseUrl : `${config.supabaseUrl}/`;
  const key = config.supabaseAnonKey;
  const headers = { 'X-Client-Info': 'grundlagen-web' };
  const auth = new AuthClient({
    url: new URL('auth/v1', baseUrl).href,
    headers: { ...headers, Authorization: `Bearer ${key}`, apikey: key },
    storageKey: SESSION_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
    flowType: 'implicit',
  });
  // The session being ended renewing its token meanwhile is still that session, not a new one.
  auth.onAuthStateChange((event, session) => {
    if (event === 'TOKEN_REFRESHED' && ending) ending = { token: session?.access_token };
  });
  // As supabase-js does: every REST request carries the anon key and the learner's access token.
  const fetchWithAuth: typeof fetch = async (input, init) => {
    const { data } = await auth.getSession();
    const token = data.session?.access_token;
    if (ending) {
      if (token === undefined || token === ending.token) throw sessionEnded();
      ending = null;
    }
    const request = new Headers(init?.headers);
    if (!request.has('apikey')) request.set('apikey', key);
    if (!request.has('Authorization')) request.set('Authorization', `Bearer ${token ?? key}`);
    const response = fetch(input, { ...init, headers: request });
    inFlight.add(response);
    void response.then(
      () => inFlight.delete(response),
      () => inFlight.delete(response),
    );
    return response;
  };
  const rest = new PostgrestClient(new URL('rest/v1', baseUrl).href, {
    headers,
    schema: 'public',
    fetch: fetchWithAuth,
  });
  client = { auth, from: (relation: string) => rest.from(relation) };
  return client;
}

/**
 * The backend client, created on first use from the configuration read at start-up. This
 * module loads with the first page that talks to the backend, not with the app's first chunk.
 */
export function supabase(): BackendClient {
  if (client) return client;
  const config = appConfig();
  if (!config) throw new Error('The backend client is used before it was set up.');
  return initSupabase(config);
}
