// Two real server processes on one PostgreSQL database, started at the same moment (their
// migrations race) behind a round-robin proxy, behave as one server: a learner's saves and
// reads land wherever they go, sign-up and login limits are counted together, a refresh
// retried on the other server gets the same new session, and a session revoked on one server
// is refused by the other within a second. Prints the revocation delay.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killHard, startServer, type RunningServer } from './support/server-process.ts';
import { createTestDatabase, uniqueEmail } from './support/test-server.ts';

const table = 'ch4_kein_nicht';
const failuresBeforeBackoff = 4;

/** A reverse proxy that sends each request to the next server in turn, adding X-Forwarded-For. */
function roundRobinProxy(targets: string[]): Promise<{ url: string; server: Server }> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(targets[next % targets.length] as string);
    next += 1;
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
        server,
      });
    });
  });
}

describe('two servers on one PostgreSQL', () => {
  let servers: RunningServer[] = [];
  let proxy: { url: string; server: Server };
  let anonKey: string;

  beforeAll(async () => {
    const env = {
      DATABASE_URL: await createTestDatabase(),
      // Both servers must sign with one secret, as replicas of one deployment do.
      JWT_SECRET: 'zwei-server-ein-geheimnis-0123456789abcdef',
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_AUTH: String(failuresBeforeBackoff),
      RATE_LIMIT_AUTH_IP: '6',
    };
    // Started together on an empty database: both try to migrate it at once.
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    proxy = await roundRobinProxy(servers.map((server) => server.url));
    anonKey = ((await (await fetch(`${proxy.url}/app-config.json`)).json()) as { supabaseAnonKey: string })
      .supabaseAnonKey;
  });
  afterAll(async () => {
    proxy?.server.close();
    await Promise.all(servers.map(killHard));
  });

  /** A supabase-js client through the proxy, as if from `address`. */
  function clientAt(address: string) {
    return createClient(proxy.url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { 'x-forwarded-for': address } },
    });
  }

  it('serves one learner’s saves and reads alternately from both servers', async () => {
    const client = clientAt('198.51.100.1');
    const signUp = await client.auth.signUp({ email: uniqueEmail('twin'), password: 'Kaffee-mit-Milch-7' });
    expect(signUp.error).toBeNull();
    for (let questionNum = 1; questionNum <= 10; questionNum += 1) {
      const save = await client.from(table).upsert({ questionNum, userAnswer: `nicht-${questionNum}` });
      expect(save.error).toBeNull();
    }
    for (let round = 0; round < 2; round += 1) {
      const { data, error } = await client.from(table).select('questionNum,userAnswer').order('questionNum');
      expect(error).toBeNull();
      expect(data).toHaveLength(10);
    }
  });

  it('counts sign-ups and logins per address across both servers', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const { error } = await clientAt('198.51.100.2').auth.signUp({
        email: uniqueEmail('limit'),
        password: 'Kaffee-mit-Milch-7',
      });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('backs off failed logins counted on both servers', async () => {
    const email = uniqueEmail('guess');
    expect(
      (await clientAt('198.51.100.3').auth.signUp({ email, password: 'Kaffee-mit-Milch-7' })).error,
    ).toBeNull();
    const statuses = [];
    for (let attempt = 0; attempt <= failuresBeforeBackoff; attempt += 1) {
      const { error } = await clientAt('198.51.100.4').auth.signInWithPassword({
        email,
        password: 'falsch-123',
      });
      statuses.push(error?.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { error } = await clientAt('198.51.100.4').auth.signInWithPassword({
        email,
        password: 'Kaffee-mit-Milch-7',
      });
      expect(error?.status).toBe(429);
    }
  });

  it('gives a refresh retried on the other server the same new session', async () => {
    const client = clientAt('198.51.100.5');
    const { data } = await client.auth.signUp({
      email: uniqueEmail('retry'),
      password: 'Kaffee-mit-Milch-7',
    });
    const refreshToken = data.session?.refresh_token ?? '';
    const first = await clientAt('198.51.100.5').auth.refreshSession({ refresh_token: refreshToken });
    const retry = await clientAt('198.51.100.5').auth.refreshSession({ refresh_token: refreshToken });
    expect(first.error).toBeNull();
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it('refuses a revoked session on the other server within a second', async () => {
    const delays: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const client = clientAt(`198.51.100.${10 + round}`);
      const { data } = await client.auth.signUp({
        email: uniqueEmail('revoke'),
        password: 'Kaffee-mit-Milch-7',
      });
      const token = data.session?.access_token ?? '';
      const [revoker, other] = round % 2 === 0 ? servers : [...servers].reverse();
      const read = (server: RunningServer) =>
        fetch(`${server.url}/rest/v1/${table}?select=questionNum`, {
          headers: { apikey: anonKey, authorization: `Bearer ${token}` },
        });
      // Both servers have checked the session, so both hold it in their session cache.
      expect((await read(revoker as RunningServer)).status).toBe(200);
      expect((await read(other as RunningServer)).status).toBe(200);

      const logout = await fetch(`${(revoker as RunningServer).url}/auth/v1/logout?scope=global`, {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${token}` },
      });
      expect(logout.status).toBe(204);
      const revokedAt = performance.now();
      let status = 200;
      while (status === 200 && performance.now() - revokedAt < 3000) {
        status = (await read(other as RunningServer)).status;
      }
      delays.push(performance.now() - revokedAt);
      expect(status).toBe(401);
    }
    console.log(
      `two servers: a revoked session was refused by the other server after ${delays.map((ms) => `${ms.toFixed(1)} ms`).join(', ')}`,
    );
    expect(Math.max(...delays)).toBeLessThan(1000);
  });
});
