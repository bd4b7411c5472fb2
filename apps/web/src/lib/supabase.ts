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
  // As supabase-js does: every REST request carries the anon key and the learner's access token.
  const fetchWithAuth: typeof fetch = async (input, init) => {
    const { data } = await auth.getSession();
    const request = new Headers(init?.headers);
    if (!request.has('apikey')) request.set('apikey', key);
    if (!request.has('Authorization'))
      request.set('Authorization', `Bearer ${data.session?.access_token ?? key}`);
    return fetch(input, { ...init, headers: request });
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
