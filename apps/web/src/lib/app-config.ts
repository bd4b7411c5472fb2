import type { User } from '@supabase/auth-js';
import { EARLY_APP_CONFIG, SESSION_STORAGE_KEY } from './first-page-paths.ts';

/** Where the backend is: read at start-up so one web build serves any backend (docs/product/backend-contract.md "Configuration"). */
export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/**
 * Checks the shape of `/app-config.json`: an absolute http(s) URL and a non-empty key.
 *
 * @example parseAppConfig({ supabaseUrl: 'http://localhost:3000', supabaseAnonKey: 'ey…' })
 * @throws Error naming the field that is missing or malformed
 */
export function parseAppConfig(value: unknown): AppConfig {
  const { supabaseUrl, supabaseAnonKey } = (
    typeof value === 'object' && value !== null ? value : {}
  ) as Record<string, unknown>;
  if (typeof supabaseUrl !== 'string' || !URL.canParse(supabaseUrl) || !/^https?:/.test(supabaseUrl))
    throw new Error("The course's settings name no valid backend address (supabaseUrl).");
  if (typeof supabaseAnonKey !== 'string' || supabaseAnonKey === '')
    throw new Error("The course's settings have no backend key (supabaseAnonKey).");
  return { supabaseUrl, supabaseAnonKey };
}

export { SESSION_STORAGE_KEY };

let current: AppConfig | null = null;

/** Remembers where the backend is; the backend client is created from it when first needed. */
export function setAppConfig(config: AppConfig): void {
  current = config;
}

/** The configuration set at start-up, or null before. */
export function appConfig(): AppConfig | null {
  return current;
}

let pending: Promise<AppConfig> | null = null;

/**
 * Starts reading `/app-config.json` and remembers it once read. The app renders meanwhile: a
 * signed-out first page needs no backend, and a signed-in one loads its code beside it.
 *
 * @example startLoadingAppConfig().catch((error) => showError(error));
 */
export function startLoadingAppConfig(load: Promise<AppConfig> = loadAppConfig()): Promise<AppConfig> {
  pending = load.then((config) => {
    setAppConfig(config);
    return config;
  });
  return pending;
}

/**
 * The configuration, once read: at once when set, else when the start-up read is done; null
 * when nothing set it or is reading it (the backend client may have been set up directly).
 */
export async function appConfigReady(): Promise<AppConfig | null> {
  return current ?? pending ?? null;
}

/**
 * True when the browser holds a session, so a signed-out visitor's first page needs no
 * backend client at all (it loads when they log in).
 */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return true; // storage unreadable: let the backend client decide
  }
}

/** Browser storage key of the last settings loaded, which start the course offline. */
const CONFIG_STORAGE_KEY = 'grundlagen:app-config';

/** The first-page script's request for the configuration, taken once (later reads fetch anew). */
function takeEarlyRequest(): Promise<Response> | undefined {
  const holder = window as unknown as Record<string, Promise<Response> | undefined>;
  const early = holder[EARLY_APP_CONFIG];
  holder[EARLY_APP_CONFIG] = undefined;
  return early;
}

/**
 * Loads the course's settings (the first-page script's early request when there is one);
 * offline (no answer at all), the copy kept from the last visit.
 */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  const early = url === '/app-config.json' ? takeEarlyRequest() : undefined;
  let response: Response;
  try {
    response = await (early?.catch(() => fetch(url, { cache: 'no-store' })) ??
      fetch(url, { cache: 'no-store' }));
  } catch (error) {
    const kept = keptAppConfig();
    if (kept) return kept;
    throw error;
  }
  if (!response.ok) throw new Error(`The course's settings could not be loaded (${response.status}).`);
  const config = parseAppConfig(await response.json());
  try {
    localStorage.setItem(CONFIG_STORAGE_KEY, JSON.stringify(config));
  } catch {
    // storage full or blocked: the course then needs a connection to start
  }
  return config;
}

function keptAppConfig(): AppConfig | null {
  try {
    return parseAppConfig(JSON.parse(localStorage.getItem(CONFIG_STORAGE_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

/**
 * The id of the learner whose session the browser holds, read from storage without the backend
 * client: it is known offline, even when the session's access token has expired.
 */
export function storedUserId(): string | null {
  return storedUser()?.id ?? null;
}

/** The user of the session the browser holds (as the backend client stored it), or null. */
export function storedUser(): User | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    const user = (stored as { user?: User } | null)?.user;
    return user && typeof user.id === 'string' ? user : null;
  } catch {
    return null;
  }
}
