// The attacker's fuzz: thousands of malformed requests aimed at what once answered 500 —
// metadata nested thousands of levels deep, NUL bytes and unpaired surrogates in every auth
// field, percent-encoded paths, foreign Host headers, broken tokens and filters — and not one
// response may be a 5xx; every error is in GoTrue's or PostgREST's shape. Afterwards the server still answers and still saves. Prints the
// status histogram. On PGlite and on PostgreSQL.
import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surfaceOf } from '../src/lib/errors.ts';
import { isStorableText } from '../src/lib/json-checks.ts';
import { backends, startTestServer, type Learner, type TestServer } from './support/test-server.ts';

/** Requests per database; the issue asks for at least 5,000. */
const requestsPerBackend = 5000;
const concurrency = 8;
const table = 'ch1_subj_pronoun';

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Strings that PostgreSQL cannot store or that break naive code. */
const nastyText = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\ud83d',
  'anna\u0000@example.org',
  'anna@example.org\u0000',
  '\ud800@example.org',
  'anna@exa\udc00mple.org',
  '',
  ' ',
  '\u0001\u001f\u007f',
  '%00',
  '\\u0000',
  '💥'.repeat(300),
  'x'.repeat(5000),
];

/** JSON text nested `depth` levels deep (written out, so it never goes through JSON.stringify). */
function deepJson(depth: number, kind: 'object' | 'array'): string {
  return kind === 'object'
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

/** A JSON string literal that keeps unpaired surrogates as \u escapes (JSON.stringify does too). */
function jsonText(value: unknown): string {
  return JSON.stringify(value);
}

/** Percent-encodes any string; an unpaired surrogate becomes its (invalid) three UTF-8-style bytes. */
function encodeAny(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        const unit = char.charCodeAt(0);
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
    })
    .join('');
}

function percentEncodeSome(path: string, pick: number): string {
  // Encode every `pick`-th character after the first slash (never the slashes themselves).
  return [...path]
    .map((char, index) =>
      char !== '/' && index % pick === 0 ? `%${char.charCodeAt(0).toString(16).padStart(2, '0')}` : char,
    )
    .join('');
}

/**
 * Tells what is wrong with an error body, if anything: GoTrue's `{code, message}` under
 * /auth, PostgREST's `{code, message, details, hint}` under /rest, JSON elsewhere.
 */
function errorShapeProblem(path: string, body: string): string | undefined {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return 'not JSON';
  }
  const surface = surfaceOf(path);
  if (surface === 'auth' && (typeof parsed.code !== 'string' || typeof parsed.message !== 'string')) {
    return 'not GoTrue-shaped';
  }
  if (surface === 'rest' && !['code', 'message', 'details', 'hint'].every((key) => key in parsed)) {
    return 'not PostgREST-shaped';
  }
  return undefined;
}

/** Sends one request on a raw path (fetch would normalise it); resolves to status and body. */
function send(port: number, agent: Agent, request: FuzzRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: request.method,
        path: request.path,
        // Node sends a DELETE body without framing unless told its length.
        headers:
          request.body === undefined
            ? request.headers
            : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    if (request.body !== undefined) outgoing.write(request.body);
    outgoing.end();
  });
}

describe.each(backends)('fuzz on %s', (backend) => {
  let server: TestServer;
  let learner: Learner;

  beforeAll(async () => {
    server = await startTestServer(backend);
    learner = await server.signUp();
  });
  afterAll(async () => {
    await server?.close();
  });

  function requestsFor(seed: number): FuzzRequest[] {
    const json = { 'content-type': 'application/json' };
    const key = { apikey: server.anonKey };
    const bearer = { authorization: `Bearer ${learner.accessToken}` };
    const text = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...nastyText) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
      { weight: 1, arbitrary: fc.emailAddress() },
      { weight: 1, arbitrary: fc.constantFrom('richtig-geheim-1', 'password', '12345678') },
    );
    const metadataText = fc.oneof(
      fc.constantFrom(deepJson(5000, 'object'), deepJson(3000, 'array'), deepJson(40, 'object')),
      fc
        .tuple(text, text)
        .map(([name, value]) => jsonText({ username: name, [value.slice(0, 20)]: value, darkMode: true })),
      fc.jsonValue({ maxDepth: 3 }).map(jsonText),
    );
    const depthMetadataBody = (fields: string) =>
      fc.tuple(metadataText).map(([data]) => `{${fields}"data":${data}}`);

    const signUp = fc.oneof(
      fc.tuple(text, text, fc.jsonValue({ maxDepth: 2 })).map(([email, password, data]) => ({
        method: 'POST',
        path: '/auth/v1/signup',
        headers: { ...json, ...key },
        body: jsonText({ email, password, data }),
      })),
      fc.tuple(fc.emailAddress()).chain(([email]) =>
        depthMetadataBody(`"email":${jsonText(email)},"password":"richtig-geheim-1",`).map((body) => ({
          method: 'POST',
          path: '/auth/v1/signup',
          headers: { ...json, ...key },
          body,
        })),
      ),
    );
    const login = fc
      .tuple(text, text, fc.constantFrom('password', 'refresh_token', 'pass%00word', '', 'x'.repeat(300)))
      .map(([email, secret, grant]) => ({
        method: 'POST',
        path: `/auth/v1/token?grant_type=${grant}`,
        headers: { ...json, ...key },
        body: jsonText(grant === 'refresh_token' ? { refresh_token: secret } : { email, password: secret }),
      }));
    const updateUser = fc.oneof(
      depthMetadataBody('').map((body) => ({
        method: 'PUT',
        path: '/auth/v1/user',
        headers: { ...json, ...key, ...bearer },
        body,
      })),
      fc.tuple(text, text).map(([email, password]) => ({
        method: 'PUT',
        path: '/auth/v1/user',
        headers: { ...json, ...key, ...bearer },
        // A real password change would end the learner's other sessions, which is fine; the
        // nasty ones are refused before any change.
        body: jsonText(password.length < 8 || !isStorableText(password) ? { password } : { email }),
      })),
    );
    const badTokens = fc
      .tuple(
        fc.constantFrom('GET', 'PUT', 'POST'),
        fc.constantFrom('/auth/v1/user', '/auth/v1/logout', `/rest/v1/${table}`),
        fc.oneof(
          text,
          fc.constantFrom(
            'Bearer \u0000',
            'Bearer a.b.c',
            `Bearer ${learner.accessToken.slice(0, -3)}abc`,
            'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
          ),
        ),
      )
      .map(([method, path, authorization]) => ({
        method,
        path,
        headers: {
          ...json,
          ...key,
          // Header values must be printable ASCII on the wire.
          authorization: [...authorization].map((c) => (c >= ' ' && c <= '~' ? c : '?')).join(''),
        },
        body: method === 'GET' ? undefined : '{}',
      }));
    const rest = fc
      .tuple(
        fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
        fc.constantFrom('questionNum', 'userAnswer', 'select', 'order', 'on_conflict', 'columns'),
        text,
        fc.oneof(
          fc
            .tuple(text, fc.integer({ min: -2, max: 10_002 }))
            .map(([answer, questionNum]) => jsonText({ questionNum, userAnswer: answer })),
          fc.constantFrom(
            deepJson(4000, 'array'),
            deepJson(4000, 'object'),
            '{"questionNum":1,"userAnswer":"\\u0000"}',
          ),
          fc.constant(`{"questionNum":${deepJson(3000, 'array')}}`),
        ),
      )
      .map(([method, column, value, body]) => ({
        method,
        path: `/rest/v1/${table}?${column}=${encodeAny(column === 'questionNum' || column === 'userAnswer' ? `eq.${value}` : value)}`,
        headers: { ...json, ...key, ...bearer, prefer: 'resolution=merge-duplicates' },
        body: method === 'GET' ? undefined : body,
      }));
    const encodedPaths = fc
      .tuple(
        fc.constantFrom(
          `/rest/v1/${table}`,
          '/auth/v1/user',
          '/auth/v1/signup',
          '/health',
          '/app-config.json',
        ),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        fc.constantFrom('GET', 'POST'),
      )
      .map(([path, pick, withKey, method]) => ({
        method,
        path: percentEncodeSome(path, pick),
        headers: { ...json, ...(withKey ? key : {}) },
        body: method === 'POST' ? '{}' : undefined,
      }));
    const foreignHost = fc
      .tuple(
        fc.constantFrom(
          'evil.example',
          'evil.example:443',
          '[::1]:1',
          'a b',
          'localhost:1',
          '\u00e9vil.example',
        ),
        fc.constantFrom('/app-config.json', '/auth/v1/signup', '/health', `/rest/v1/${table}`),
      )
      .map(([host, path]) => ({
        method: path === '/auth/v1/signup' ? 'POST' : 'GET',
        path,
        headers: {
          ...json,
          ...key,
          host: host.replace(/[^\x20-\x7e]/g, 'e'),
          'x-forwarded-host': 'evil.example',
          'x-forwarded-for': '203.0.113.9',
          'x-forwarded-proto': 'https',
        },
        body: path === '/auth/v1/signup' ? jsonText({ email: 'host@example.org', password: 'x' }) : undefined,
      }));

    const anyRequest = fc.oneof(signUp, login, updateUser, badTokens, rest, encodedPaths, foreignHost);
    return fc.sample(anyRequest, { seed, numRuns: requestsPerBackend });
  }

  it(`answers ${requestsPerBackend} malformed requests without a single 5xx, then still saves`, async () => {
    const requests = requestsFor(backend === 'pglite' ? 23 : 2323);
    const port = Number(new URL(server.url).port);
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const histogram = new Map<number, number>();
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next] as FuzzRequest;
        next += 1;
        let answer: { status: number; body: string };
        try {
          answer = await send(port, agent, request);
        } catch (error) {
          // The server may close a connection after refusing a body; retry once on a fresh one.
          answer = await send(port, new Agent({ keepAlive: false }), request).catch(() => ({
            status: 0,
            body: '',
          }));
          if (answer.status === 0)
            failures.push(`${request.method} ${request.path}: ${(error as Error).message}`);
        }
        const { status } = answer;
        histogram.set(status, (histogram.get(status) ?? 0) + 1);
        if (status >= 500)
          failures.push(`${status} ${request.method} ${request.path} ${request.body?.slice(0, 200)}`);
        const problem = status >= 400 ? errorShapeProblem(request.path, answer.body) : undefined;
        if (problem)
          failures.push(
            `${status} ${problem}: ${request.method} ${request.path} ${answer.body.slice(0, 200)}`,
          );
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    agent.destroy();

    const sorted = [...histogram.entries()].sort(([a], [b]) => a - b);
    console.log(
      `fuzz on ${backend}: ${requests.length} requests, statuses ${sorted.map(([status, count]) => `${status}×${count}`).join(' ')}`,
    );
    expect(failures.slice(0, 10)).toEqual([]);
    expect([...histogram.values()].reduce((sum, count) => sum + count, 0)).toBe(requestsPerBackend);

    const health = await server.request('/health', { apikey: null });
    expect(health.status).toBe(200);
    const save = await learner.client.from(table).upsert({ questionNum: 7, userAnswer: 'ich' });
    expect(save.error).toBeNull();
    const read = await learner.client.from(table).select('userAnswer').eq('questionNum', 7);
    expect(read.data).toEqual([{ userAnswer: 'ich' }]);
    // About 10 s alone; several times that when the two cores are shared with a browser run.
  }, 240_000);

  it.runIf(backend === 'postgres')(
    'answers 409, not 500, when the learner’s account vanished while the token was still trusted',
    async () => {
      const doomed = await server.signUp();
      // A first request makes the server trust the session for a moment (its session cache).
      expect((await doomed.client.from(table).select('questionNum')).error).toBeNull();
      const client = new pg.Client({ connectionString: server.config.databaseUrl });
      await client.connect();
      try {
        await client.query('DELETE FROM users WHERE id = $1', [doomed.userId]);
      } finally {
        await client.end();
      }
      const save = await doomed.client.from(table).upsert({ questionNum: 1, userAnswer: 'du' });
      expect(save.status).toBeGreaterThanOrEqual(400);
      expect(save.status).toBeLessThan(500);
      const profile = await server.request('/auth/v1/user', {
        method: 'PUT',
        token: doomed.accessToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { darkMode: true } }),
      });
      expect(profile.status).toBeGreaterThanOrEqual(400);
      expect(profile.status).toBeLessThan(500);
    },
  );
});
