// Tokens and keys: expired, tampered, wrongly signed, alg:none and wrong-role tokens are
// refused on REST and auth; requests without the anon key are refused; secrets are never
// stored in clear. On PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revocationChannel } from '../src/lib/auth.ts';
import {
  backends,
  createTestDatabase,
  startTestServer,
  type Learner,
  type TestServer,
} from './support/test-server.ts';

const restPath = '/rest/v1/ch1_subj_pronoun?select=questionNum,userAnswer';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function sign(secret: string, claims: Record<string, unknown>, expiresIn: string | number = '1h') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

describe.each(backends)('token and key security on %s', (backend) => {
  let server: TestServer;
  let learner: Learner;
  let claims: Record<string, unknown>;

  beforeAll(async () => {
    server = await startTestServer(backend);
    learner = await server.signUp();
    await learner.client.from('ch1_subj_pronoun').insert({ questionNum: 1, userAnswer: 'geheim' });
    const [, payload = ''] = learner.accessToken.split('.');
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Asserts a token is refused by REST (401) and by the auth user endpoint (403 or 401). */
  async function expectRefused(token: string, restCode: string) {
    const rest = await server.request(restPath, { token });
    expect(rest.status).toBe(401);
    const body = (await rest.json()) as { code: string; message: string };
    expect(body.code).toBe(restCode);
    expect(JSON.stringify(body)).not.toContain('geheim');

    const user = await server.request('/auth/v1/user', { token });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toMatch(/^(bad_jwt|session_not_found)$/);
    const update = await server.request('/auth/v1/user', {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { username: 'hijacked' } }),
    });
    expect(update.status).toBe(403);
  }

  it('accepts the learner’s real token (control)', async () => {
    const response = await server.request(restPath, { token: learner.accessToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ questionNum: 1, userAnswer: 'geheim' }]);
  });

  it('refuses an expired token with 401 PGRST303', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await sign(server.config.jwtSecret, { ...claims, iat: now - 7200 }, now - 3600);
    await expectRefused(token, 'PGRST303');
    const rest = await server.request(restPath, { token });
    expect(rest.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('refuses a tampered token (claims changed, signature kept)', async () => {
    const [header, , signature] = learner.accessToken.split('.');
    const forged = `${header}.${base64url({ ...claims, sub: randomUUID() })}.${signature}`;
    await expectRefused(forged, 'PGRST301');
  });

  it('refuses a token signed with another secret', async () => {
    const token = await sign('another-secret-that-is-long-enough-123456', claims);
    await expectRefused(token, 'PGRST301');
  });

  it('refuses a correctly signed token without exp', async () => {
    const { exp: _exp, ...rest } = claims;
    const token = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    await expectRefused(token, 'PGRST301');
  });

  it('keeps access tokens small however large the user metadata is', async () => {
    const big = await server.signUp();
    const filler = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`note${i}`, 'x'.repeat(100)]));
    const update = await big.client.auth.updateUser({ data: filler });
    expect(update.error).toBeNull();
    const { data, error } = await server
      .client()
      .auth.signInWithPassword({ email: big.email, password: big.password });
    expect(error).toBeNull();
    expect(Object.keys(data.user?.user_metadata ?? {})).toHaveLength(72);
    expect(data.session?.access_token.length).toBeLessThan(2048);
    const [, payload = ''] = (data.session?.access_token ?? '').split('.');
    const inside = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(inside.user_metadata).toEqual({ darkMode: false, username: big.email.split('@')[0] });
    expect(Object.keys(inside).sort()).toEqual(
      [
        'aal',
        'amr',
        'app_metadata',
        'aud',
        'email',
        'exp',
        'iat',
        'is_anonymous',
        'iss',
        'phone',
        'role',
        'session_id',
        'sub',
        'user_metadata',
      ].sort(),
    );
  });

  it('refuses alg:none', async () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    await expectRefused(token, 'PGRST301');
  });

  it('refuses garbage as a token', async () => {
    await expectRefused('not.a.jwt', 'PGRST301');
    await expectRefused('x', 'PGRST301');
  });

  it('refuses a well-signed token of another role, or of an unknown session', async () => {
    await expectRefused(await sign(server.config.jwtSecret, { ...claims, role: 'service_role' }), 'PGRST301');
    await expectRefused(
      await sign(server.config.jwtSecret, { ...claims, session_id: randomUUID() }),
      'PGRST301',
    );
    await expectRefused(await sign(server.config.jwtSecret, { ...claims, sub: 'admin' }), 'PGRST301');
  });

  it('refuses a well-signed learner token meant for another audience, or for none', async () => {
    await expectRefused(await sign(server.config.jwtSecret, { ...claims, aud: 'service' }), 'PGRST301');
    await expectRefused(await sign(server.config.jwtSecret, { ...claims, aud: ['other'] }), 'PGRST301');
    const { aud: _aud, ...withoutAudience } = claims;
    await expectRefused(await sign(server.config.jwtSecret, withoutAudience), 'PGRST301');
    // GoTrue's own claim, alone or in a list, is accepted.
    const listed = await sign(server.config.jwtSecret, { ...claims, aud: ['authenticated'] });
    expect((await server.request(restPath, { token: listed })).status).toBe(200);
  });

  it('treats the anon key as anonymous: no table access, no user', async () => {
    const rest = await server.request(restPath, { token: server.anonKey });
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { code: string }).code).toBe('42501');
    const noBearer = await server.request(restPath);
    expect(noBearer.status).toBe(401);

    const user = await server.request('/auth/v1/user', { token: server.anonKey });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('bad_jwt');
    const none = await server.request('/auth/v1/user');
    expect(none.status).toBe(401);
    const body = (await none.json()) as { code: string; msg: string };
    expect(body.code).toBe('no_authorization');
    expect(none.headers.get('x-sb-error-code')).toBe('no_authorization');
    expect(none.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('refuses every /auth and /rest request without the anon key as apikey', async () => {
    for (const [path, init] of [
      [restPath, { token: learner.accessToken }],
      ['/auth/v1/user', { token: learner.accessToken }],
      ['/auth/v1/token?grant_type=password', { method: 'POST', body: '{}' }],
      ['/auth/v1/signup', { method: 'POST', body: '{}' }],
    ] as const) {
      const missing = await server.request(path, { ...init, apikey: null });
      expect(missing.status).toBe(401);
      expect(((await missing.json()) as { message: string }).message).toBe('No API key found in request');
      const wrong = await server.request(path, { ...init, apikey: 'wrong-key' });
      expect(wrong.status).toBe(401);
      expect(((await wrong.json()) as { message: string }).message).toBe('Invalid API key');
      // A learner's access token is not the anon key either.
      const token = await server.request(path, { ...init, apikey: learner.accessToken });
      expect(token.status).toBe(401);
    }
    // Public paths need no key.
    expect((await server.request('/health', { apikey: null })).status).toBe(200);
    expect((await server.request('/app-config.json', { apikey: null })).status).toBe(200);
  });

  it('announces itself in /app-config.json from the request’s host', async () => {
    const response = await server.request('/app-config.json', { apikey: null });
    expect(await response.json()).toEqual({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey });
  });

  it('sends security headers and answers CORS preflights for supabase-js headers', async () => {
    const page = await server.request('/', { apikey: null });
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const preflight = await server.request('/rest/v1/completed', {
      method: 'OPTIONS',
      apikey: null,
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'apikey,authorization,content-type,prefer,x-client-info',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('prefer');
  });
});

describe('secrets at rest', () => {
  it('stores neither passwords nor refresh tokens in clear (inspected on PostgreSQL)', async () => {
    const server = await startTestServer('postgres');
    const learner = await server.signUp();
    const client = new pg.Client({ connectionString: server.config.databaseUrl });
    await client.connect();
    try {
      const users = await client.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [learner.userId],
      );
      expect(users.rows[0]?.password_hash).toMatch(/^scrypt\$/);
      expect(users.rows[0]?.password_hash).not.toContain(learner.password);
      const tokens = await client.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens');
      expect(tokens.rows.length).toBeGreaterThan(0);
      expect(tokens.rows.map((row) => row.token_hash)).not.toContain(learner.refreshToken);
    } finally {
      await client.end();
      await server.close();
    }
  });
});

/** Every migration, in order, as one script. */
function migrationsScript(): string {
  const dir = join(import.meta.dirname, '..', 'src', 'migrations');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
}

const insertLearnerWithSessions = `
  INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'scrypt$x');
  INSERT INTO sessions (id, user_id) SELECT gen_random_uuid(), $1 FROM generate_series(1, 250);`;

describe('a deleted learner’s sessions are announced to every server', () => {
  it('on PGlite: deleting the account notifies every one of its sessions, in payloads of 200', async () => {
    const db = await PGlite.create();
    try {
      await db.exec(migrationsScript());
      const payloads: string[] = [];
      await db.listen(revocationChannel, (payload) => payloads.push(payload));
      const userId = randomUUID();
      for (const statement of insertLearnerWithSessions.split(';').filter((part) => part.trim())) {
        await db.query(statement, statement.includes('$2') ? [userId, 'gone@example.org'] : [userId]);
      }
      const sessions = await db.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1', [userId]);
      await db.query('DELETE FROM users WHERE id = $1', [userId]);
      await expect.poll(() => payloads.length).toBe(2);
      const announced = payloads.flatMap((payload) => payload.split(','));
      expect(announced.sort()).toEqual(sessions.rows.map((row) => row.id).sort());
    } finally {
      await db.close();
    }
  });

  it('on PostgreSQL: a learner deleted by hand can no longer read, at once rather than after the session cache', async () => {
    const server = await startTestServer('postgres');
    const client = new pg.Client({ connectionString: server.config.databaseUrl });
    await client.connect();
    try {
      const learner = await server.signUp();
      await learner.client.from('ch1_subj_pronoun').insert({ questionNum: 1, userAnswer: 'ich' });
      // Read first, so that the server has just cached the session as active (for 3 s).
      expect((await server.request(restPath, { token: learner.accessToken })).status).toBe(200);
      await client.query('DELETE FROM users WHERE id = $1', [learner.userId]);
      const deletedAt = Date.now();
      await expect
        .poll(async () => (await server.request(restPath, { token: learner.accessToken })).status, {
          timeout: 5_000,
          interval: 20,
        })
        .toBe(401);
      const delayMs = Date.now() - deletedAt;
      console.log(`a deleted learner's token was refused after ${delayMs} ms (session cache: 3,000 ms)`);
      expect(delayMs).toBeLessThan(1_000);
      const user = await server.request('/auth/v1/user', { token: learner.accessToken });
      expect(user.status).toBe(403);
    } finally {
      await client.end();
      await server.close();
    }
  });

  it('on PostgreSQL: the same trigger announces sessions deleted by hand', async () => {
    const url = await createTestDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(migrationsScript());
      const payloads: string[] = [];
      client.on('notification', (message) => payloads.push(message.payload ?? ''));
      await client.query(`LISTEN ${revocationChannel}`);
      const userId = randomUUID();
      await client.query(
        "INSERT INTO users (id, email, password_hash) VALUES ($1, 'x@example.org', 'scrypt$x')",
        [userId],
      );
      await client.query('INSERT INTO sessions (id, user_id) VALUES (gen_random_uuid(), $1)', [userId]);
      await client.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
      await expect.poll(() => payloads.length).toBe(1);
    } finally {
      await client.end();
    }
  });
});
