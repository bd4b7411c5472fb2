import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { EARLY_APP_CONFIG } from './first-page-paths.ts';

/** The module afresh: its configuration and pending read are module-wide. */
async function freshModule() {
  vi.resetModules();
  return import('./app-config.ts');
}

const config = { supabaseUrl: 'https://example.supabase.co', supabaseAnonKey: 'anon' };
const early = window as unknown as Record<string, Promise<Response> | undefined>;

beforeEach(() => localStorage.clear());
afterEach(() => {
  early[EARLY_APP_CONFIG] = undefined;
});

describe('parseAppConfig', () => {
  it('takes an absolute http(s) address and a key, and nothing else', async () => {
    const { parseAppConfig } = await freshModule();
    expect(parseAppConfig({ ...config, extra: 1 })).toEqual(config);
    expect(parseAppConfig({ supabaseUrl: 'http://localhost:3000', supabaseAnonKey: 'k' })).toEqual({
      supabaseUrl: 'http://localhost:3000',
      supabaseAnonKey: 'k',
    });
  });

  it('names the field that is missing or malformed', async () => {
    const { parseAppConfig } = await freshModule();
    const badUrl = /supabaseUrl/;
    for (const supabaseUrl of [undefined, '', '/rest', 'localhost:3000', 'ftp://example.com', 42])
      expect(() => parseAppConfig({ ...config, supabaseUrl })).toThrow(badUrl);
    for (const supabaseAnonKey of [undefined, '', 7])
      expect(() => parseAppConfig({ ...config, supabaseAnonKey })).toThrow(/supabaseAnonKey/);
    expect(() => parseAppConfig(null)).toThrow(badUrl);
    expect(() => parseAppConfig('{}')).toThrow(badUrl);
  });
});

describe('the configuration of the running app', () => {
  it('is null until set, then what was set', async () => {
    const { appConfig, appConfigReady, setAppConfig } = await freshModule();
    expect(appConfig()).toBeNull();
    expect(await appConfigReady()).toBeNull();
    setAppConfig(config);
    expect(appConfig()).toBe(config);
    expect(await appConfigReady()).toBe(config);
  });

  it('is ready once the start-up read is done, and set by it', async () => {
    const { appConfig, appConfigReady, startLoadingAppConfig } = await freshModule();
    let settle: (value: typeof config) => void = () => undefined;
    const started = startLoadingAppConfig(new Promise((resolve) => (settle = resolve)));
    const ready = appConfigReady();
    expect(appConfig()).toBeNull();
    settle(config);
    expect(await ready).toEqual(config);
    expect(await started).toEqual(config);
    expect(appConfig()).toEqual(config);
  });
});

describe('loadAppConfig', () => {
  it('reads the server’s settings and keeps a copy that starts the course offline', async () => {
    const { loadAppConfig } = await freshModule();
    const url = `${inject('apiUrl')}/app-config.json`;
    const loaded = await loadAppConfig(url);
    expect(loaded.supabaseAnonKey).toBe(inject('anonKey'));
    expect(URL.canParse(loaded.supabaseUrl)).toBe(true);
    expect(JSON.parse(localStorage.getItem('grundlagen:app-config') ?? 'null')).toEqual(loaded);

    // No answer at all: the copy kept from the last visit.
    const offline = 'http://127.0.0.1:1/app-config.json'; // nothing listens on port 1
    expect(await loadAppConfig(offline)).toEqual(loaded);
    // Without a kept copy the failure stands.
    localStorage.clear();
    await expect(loadAppConfig(offline)).rejects.toThrow();
  });

  it('takes the first-page script’s request once instead of asking again', async () => {
    const { loadAppConfig } = await freshModule();
    const request = fetch(`${inject('apiUrl')}/app-config.json`);
    early[EARLY_APP_CONFIG] = request;
    expect((await loadAppConfig()).supabaseAnonKey).toBe(inject('anonKey'));
    expect(early[EARLY_APP_CONFIG]).toBeUndefined();
  });

  it('fails with the status when the server answers with an error, even with a kept copy', async () => {
    const { loadAppConfig } = await freshModule();
    localStorage.setItem('grundlagen:app-config', JSON.stringify(config));
    early[EARLY_APP_CONFIG] = Promise.resolve(new Response('down', { status: 503 }));
    await expect(loadAppConfig()).rejects.toThrow("The course's settings could not be loaded (503).");
  });

  it('refuses settings of the wrong shape and keeps no copy of them', async () => {
    const { loadAppConfig } = await freshModule();
    early[EARLY_APP_CONFIG] = Promise.resolve(
      Response.json({ supabaseUrl: 'nowhere', supabaseAnonKey: 'k' }),
    );
    await expect(loadAppConfig()).rejects.toThrow(/supabaseUrl/);
    expect(localStorage.getItem('grundlagen:app-config')).toBeNull();
  });
});

describe('the stored session', () => {
  it('is known without the backend client, with its user', async () => {
    const { hasStoredSession, SESSION_STORAGE_KEY, storedUser, storedUserId } = await freshModule();
    expect(hasStoredSession()).toBe(false);
    expect(storedUserId()).toBeNull();
    const user = { id: 'anna', email: 'anna@example.com' };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ access_token: 'old', user }));
    expect(hasStoredSession()).toBe(true);
    expect(storedUser()).toEqual(user);
    expect(storedUserId()).toBe('anna');
  });

  it('has no user when what is stored is not a session', async () => {
    const { SESSION_STORAGE_KEY, storedUser, storedUserId } = await freshModule();
    for (const stored of ['not json', '"text"', '{}', '{"user":{"id":7}}', 'null']) {
      localStorage.setItem(SESSION_STORAGE_KEY, stored);
      expect(storedUser()).toBeNull();
      expect(storedUserId()).toBeNull();
    }
  });

  it('counts as held when storage cannot be read (the backend client decides)', async () => {
    const { hasStoredSession } = await freshModule();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(hasStoredSession()).toBe(true);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
