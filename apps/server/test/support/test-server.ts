// Starts the app in-process on a free port, over PGlite in a temp folder or over a fresh
// database on the run's PostgreSQL cluster, and gives tests supabase-js clients for it.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig, type ConfigOverrides } from '../../src/lib/config.ts';

/** The two databases every integration suite runs on. */
export const backends = ['pglite', 'postgres'] as const;
export type Backend = (typeof backends)[number];

/** A running server for one suite. */
export interface TestServer {
  readonly backend: Backend;
  readonly url: string;
  readonly anonKey: string;
  readonly config: AppConfig;
  readonly app: FastifyInstance;
  /** A supabase-js client as the web app makes one, without storage or timers. */
  client(): SupabaseClient;
  /** Signs a new learner up; resolves to the signed-in client and session. */
  signUp(options?: { email?: string; password?: string }): Promise<Learner>;
  /** Sends a raw request with the anon key (unless `apikey: null`). */
  request(path: string, init?: RequestInit & { apikey?: string | null; token?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** A signed-up learner. */
export interface Learner {
  readonly client: SupabaseClient;
  readonly email: string;
  readonly password: string;
  readonly userId: string;
  readonly accessToken: string;
  readonly refreshToken: string;
}

let databaseCounter = 0;

/** Creates an empty database on the run's cluster (test/support/global-setup.ts). */
export async function createTestDatabase(): Promise<string> {
  const baseUrl = inject('postgresBaseUrl');
  databaseCounter += 1;
  const name = `t_${process.pid}_${databaseCounter}_${randomUUID().slice(0, 8)}`;
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return `${baseUrl}/${name}`;
}

/** A unique e-mail address for a test learner. */
export function uniqueEmail(prefix = 'learner'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.org`;
}

/**
 * Starts a server for a suite. `env` adds environment variables (e.g. low rate limits),
 * `overrides` options that only tests set (e.g. a short refresh-token reuse interval).
 *
 * @example const server = await startTestServer('pglite'); afterAll(() => server.close());
 */
export async function startTestServer(
  backend: Backend,
  env: Record<string, string> = {},
  overrides: ConfigOverrides = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'grundlagen-test-'));
  const databaseUrl = backend === 'postgres' ? await createTestDatabase() : undefined;
  const config = await loadConfig(
    {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH: '1000',
      RATE_LIMIT_AUTH_IP: '10000',
      WEB_DIST: join(dataDir, 'no-web-build'),
      ...env,
    },
    // Cheaper hashing keeps suites quick; the scheme is the same as in production.
    { passwordHashCost: 12, ...overrides },
  );
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  const client = () =>
    createClient(url, config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });

  return {
    backend,
    url,
    anonKey: config.anonKey,
    config,
    app,
    client,
    async signUp(options = {}) {
      const email = options.email ?? uniqueEmail();
      const password = options.password ?? 'richtig-geheim-1';
      const learnerClient = client();
      const { data, error } = await learnerClient.auth.signUp({
        email,
        password,
        options: { data: { darkMode: false, username: email.split('@')[0] } },
      });
      if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
      return {
        client: learnerClient,
        email,
        password,
        userId: data.user.id,
        accessToken: data.session.access_token,
        refreshToken: data.session.refresh_token,
      };
    },
    request(path, init = {}) {
      const { apikey, token, headers, ...rest } = init;
      const merged = new Headers(headers);
      if (apikey !== null && !merged.has('apikey')) merged.set('apikey', apikey ?? config.anonKey);
      if (token !== undefined) merged.set('authorization', `Bearer ${token}`);
      return fetch(`${url}${path}`, { ...rest, headers: merged });
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
