// Sign-up and login limits: failed logins per e-mail and address get a growing back-off that
// the account's owner on another address does not share; sign-ups and logins are limited per
// client address, which behind a trusted proxy is the learner's own (X-Forwarded-For) and
// without one cannot be chosen by the client. On PGlite and on PostgreSQL.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backends, startTestServer, uniqueEmail, type TestServer } from './support/test-server.ts';

const attacker = '203.0.113.66';
const owner = '198.51.100.7';

describe.each(backends)('rate limits on %s', (backend) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function login(email: string, password: string, forwardedFor?: string) {
    const response = await (server as TestServer).request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ email, password }),
    });
    const body = (await response.json()) as { code?: string };
    return { status: response.status, code: body.code, retryAfter: response.headers.get('retry-after') };
  }

  async function signUp(forwardedFor?: string) {
    const response = await (server as TestServer).request('/auth/v1/signup', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ email: uniqueEmail(), password: 'Kaffee-mit-Milch-7' }),
    });
    return response.status;
  }

  it('backs off a guesser with growing waits while the owner on another address still signs in', async () => {
    server = await startTestServer(backend, { RATE_LIMIT_AUTH: '3', TRUST_PROXY: 'true' });
    const learner = await server.signUp();
    const guesses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      guesses.push((await login(learner.email, 'falsch-falsch', attacker)).status);
    }
    expect(guesses).toEqual([400, 400, 400, 400]);

    // In the back-off even the right password waits, from that address only.
    const blocked = await login(learner.email, learner.password, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.code).toBe('over_request_rate_limit');
    expect(Number(blocked.retryAfter)).toBe(1);
    const ownLogin = await login(learner.email, learner.password, owner);
    expect(ownLogin.status).toBe(200);

    // Each further failure doubles the wait. The back-off is counted in the database's time, so
    // the test waits for its end as a state: while it runs a guess is refused (429) uncounted;
    // the first guess after it is checked (400) and counted.
    await vi.waitFor(
      async () => expect((await login(learner.email, 'noch-falscher', attacker)).status).toBe(400),
      { timeout: 5_000, interval: 100 },
    );
    const longer = await login(learner.email, learner.password, attacker);
    expect(longer.status).toBe(429);
    expect(Number(longer.retryAfter)).toBe(2);

    // Refreshing a session is not a login and is not limited.
    const refreshed = await server.client().auth.refreshSession({ refresh_token: learner.refreshToken });
    expect(refreshed.error).toBeNull();
  });

  it('limits sign-ups and logins per address: per learner behind a trusted proxy', async () => {
    server = await startTestServer(backend, { RATE_LIMIT_AUTH_IP: '3', TRUST_PROXY: 'true' });
    const first = [await signUp(owner), await signUp(owner), await signUp(owner), await signUp(owner)];
    expect(first).toEqual([200, 200, 200, 429]);
    const blocked = await login(uniqueEmail(), 'Kaffee-mit-Milch-7', owner);
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).toBeTruthy();
    // Another learner behind the same proxy has their own count.
    expect(await signUp('198.51.100.8')).toBe(200);
    // Addresses a client adds in front of the proxy's entry change nothing.
    const spoofed = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      spoofed.push(await signUp(`10.0.0.${attempt}, ${owner}`));
    }
    expect(spoofed).toEqual([429, 429, 429]);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    server = await startTestServer(backend, { RATE_LIMIT_AUTH_IP: '3', TRUST_PROXY: '192.0.2.1' });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push(await signUp(`198.51.100.${attempt}`));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

// Concurrent guesses: each attempt is counted before the slow hash, so 60 wrong passwords sent
// at once (here over two servers sharing the database, on PostgreSQL) meet the back-off.
describe.each(backends)('concurrent wrong passwords on %s', (backend) => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((each) => each.close()));
  });

  it('answers most of 60 parallel guesses for one e-mail with 429', async () => {
    // The production hash cost, so that the guesses overlap as they do in production.
    const first = await startTestServer(backend, { RATE_LIMIT_AUTH: '10' }, { passwordHashCost: 15 });
    servers.push(first);
    if (backend === 'postgres') {
      const databaseUrl = first.config.databaseUrl ?? '';
      servers.push(
        await startTestServer(
          backend,
          { RATE_LIMIT_AUTH: '10', DATABASE_URL: databaseUrl },
          { passwordHashCost: 15 },
        ),
      );
    }
    const learner = await first.signUp();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, async (_, index) => {
        const server = servers[index % servers.length] as TestServer;
        const response = await server.request('/auth/v1/token?grant_type=password', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: learner.email, password: `falsch-${index}-geraten` }),
        });
        return response.status;
      }),
    );
    const refused = statuses.filter((status) => status === 429).length;
    const checked = statuses.filter((status) => status === 400).length;
    console.log(`${backend}: 60 concurrent wrong passwords → ${refused} × 429, ${checked} × 400`);
    expect(refused + checked).toBe(60);
    // Ten free failures and the one that starts the wait are checked; each wait (1 s, 2 s …)
    // that runs out during the burst (PGlite writes one statement at a time) lets one more through.
    expect(checked).toBeGreaterThanOrEqual(11);
    expect(checked).toBeLessThanOrEqual(15);
  });
});
