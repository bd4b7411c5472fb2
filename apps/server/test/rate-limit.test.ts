// Sign-up and login are rate-limited per e-mail and per address (429), with limits low
// enough to hit in a test. On PGlite and on PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { backends, startTestServer, uniqueEmail, type TestServer } from './support/test-server.ts';

describe.each(backends)('rate limits on %s', (backend) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('refuses the 11th rapid login for one e-mail with 429, while another e-mail still signs in', async () => {
    server = await startTestServer(backend, { RATE_LIMIT_AUTH: '10' });
    const learner = await server.signUp();
    const other = await server.signUp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const { error } = await server
        .client()
        .auth.signInWithPassword({ email: learner.email, password: 'falsch-falsch' });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses.slice(0, 9).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);

    // Even the right password waits now: that is the point of a per-account limit.
    const right = await server
      .client()
      .auth.signInWithPassword({ email: learner.email, password: learner.password });
    expect(right.error?.status).toBe(429);
    expect(right.error?.code).toBe('over_request_rate_limit');

    const unaffected = await server
      .client()
      .auth.signInWithPassword({ email: other.email, password: other.password });
    expect(unaffected.error).toBeNull();
    // Refreshing a session is not a login and is not limited.
    const refreshed = await server.client().auth.refreshSession({ refresh_token: learner.refreshToken });
    expect(refreshed.error).toBeNull();
  });

  it('limits sign-ups and logins per address across e-mails', async () => {
    server = await startTestServer(backend, { RATE_LIMIT_AUTH_IP: '5' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { error } = await server
        .client()
        .auth.signUp({ email: uniqueEmail(), password: 'geheim-passwort' });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const response = await server.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'geheim-passwort' }),
    });
    expect(response.status).toBe(429);
    expect(((await response.json()) as { code: string }).code).toBe('over_request_rate_limit');
    expect(response.headers.get('retry-after')).toBeTruthy();
  });
});
