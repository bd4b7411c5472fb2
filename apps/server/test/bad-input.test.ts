// Limits and bad input: each broken limit is a clear 4xx JSON error, never a 500; then a
// bounded fast-check fuzz of random bodies, query strings and headers against every route.
// On PGlite and on PostgreSQL.
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type Learner, type TestServer } from './support/test-server.ts';

const table = 'ch3_definite_article';

/** Sends a request with a raw path (fetch would normalise it) and returns status and body. */
function rawRequest(
  server: TestServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string; contentType: string | undefined }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    // A fresh connection per request: the server may close one after refusing an unread body.
    const request = httpRequest(
      { host: '127.0.0.1', port, method, path, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            contentType: response.headers['content-type'],
          }),
        );
      },
    );
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

describe.each(backends)('limits and bad input on %s', (backend) => {
  let server: TestServer;
  let learner: Learner;

  beforeAll(async () => {
    server = await startTestServer(backend);
    learner = await server.signUp();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** POSTs a JSON body to the drill table as the learner; resolves to status and parsed body. */
  async function post(body: unknown, init: { headers?: Record<string, string>; query?: string } = {}) {
    const response = await server.request(`/rest/v1/${table}${init.query ?? ''}`, {
      method: 'POST',
      token: learner.accessToken,
      headers: { 'content-type': 'application/json', ...init.headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>),
    };
  }

  it('refuses a body over 256 KB with 413', async () => {
    const rows = Array.from({ length: 150 }, (_, index) => ({
      questionNum: index + 1,
      userAnswer: 'x'.repeat(1900),
    }));
    const { status, body } = await post(rows);
    expect(status).toBe(413);
    expect(body?.message).toMatch(/too large/i);
  });

  it('refuses an answer longer than 2,000 characters', async () => {
    const { status, body } = await post({ questionNum: 1, userAnswer: 'ä'.repeat(2001) });
    expect(status).toBe(400);
    expect(body?.code).toBe('22001');
    expect((await post({ questionNum: 1, userAnswer: 'ä'.repeat(2000) })).status).toBe(201);
  });

  it('refuses more than 200 rows in one request', async () => {
    const rows = Array.from({ length: 201 }, (_, index) => ({ questionNum: index + 1, userAnswer: '' }));
    const { status, body } = await post(rows);
    expect(status).toBe(400);
    expect(body?.message).toMatch(/200/);
  });

  it('refuses question numbers that are not integers from 1 to 10,000', async () => {
    for (const questionNum of [0, -1, 10_001, 1.5, '3', null, true, 1e300]) {
      const { status, body } = await post({ questionNum, userAnswer: 'x' });
      expect(status, `questionNum ${JSON.stringify(questionNum)}`).toBe(400);
      expect(typeof body?.code).toBe('string');
    }
    const missing = await post({ userAnswer: 'no question number' });
    expect(missing.status).toBe(400);
    expect(missing.body?.code).toBe('23502');
  });

  it('refuses answers that are not strings, and text with NUL', async () => {
    expect((await post({ questionNum: 2, userAnswer: 5 })).status).toBe(400);
    expect((await post({ questionNum: 2, userAnswer: { nested: true } })).status).toBe(400);
    expect((await post({ questionNum: 2, userAnswer: 'a\u0000b' })).status).toBe(400);
  });

  it('refuses malformed JSON and wrong content types', async () => {
    const malformed = await post('{"questionNum": 1,');
    expect(malformed.status).toBe(400);
    expect(malformed.body?.code).toBe('PGRST102');
    const proto = await post('{"__proto__": {"polluted": true}}');
    expect(proto.status).toBe(400);
    const text = await post('questionNum=1', { headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    const form = await post('questionNum=1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const notObjects = await post([1, 2, 3]);
    expect(notObjects.status).toBe(400);
    const mixedKeys = await post([{ questionNum: 5 }, { questionNum: 6, userAnswer: 'x' }]);
    expect(mixedKeys.status).toBe(400);
    expect(mixedKeys.body?.message).toBe('All object keys must match');

    const auth = await server.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(auth.status).toBe(400);
    expect(((await auth.json()) as { code: string }).code).toBe('bad_json');
  });

  it('refuses unsupported filters, select syntax and conflict targets with PGRST100/42P10', async () => {
    for (const query of [
      'questionNum=like.1*',
      'questionNum=5',
      'or=(questionNum.eq.1)',
      'select=questionNum::text',
    ]) {
      const response = await server.request(`/rest/v1/${table}?${query}`, { token: learner.accessToken });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { code: string }).code, query).toMatch(/^(PGRST100|42703)$/);
    }
    const badInteger = await server.request(`/rest/v1/${table}?questionNum=eq.abc`, {
      token: learner.accessToken,
    });
    expect(badInteger.status).toBe(400);
    expect(((await badInteger.json()) as { code: string }).code).toBe('22P02');
    const conflict = await post(
      { questionNum: 1, userAnswer: 'x' },
      { query: '?on_conflict=userAnswer', headers: { prefer: 'resolution=merge-duplicates' } },
    );
    expect(conflict.status).toBe(400);
    expect(conflict.body?.code).toBe('42P10');
  });

  it('answers unknown routes and wrong methods with 404 JSON', async () => {
    for (const path of ['/nope.js', '/rest/v1/', '/rest/v1/a/b', '/auth/v1/nope', '/auth/v1/verify']) {
      const response = await server.request(path, { token: learner.accessToken });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('application/json');
    }
    const put = await server.request(`/rest/v1/${table}`, {
      method: 'PUT',
      token: learner.accessToken,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(put.status).toBe(405);
  });

  it('answers a bad percent-encoding in the path or query with a 4xx JSON body', async () => {
    const headers = { apikey: server.anonKey, authorization: `Bearer ${learner.accessToken}` };
    for (const path of [`/rest/v1/${table}?questionNum=eq.%zz`, '/rest/v1/%E0%A4%A', '/auth/v1/%zz']) {
      const response = await rawRequest(server, 'GET', path, headers);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(() => JSON.parse(response.body)).not.toThrow();
    }
  });

  it('survives random requests against every route: never a 5xx, errors always JSON', async () => {
    const paths = [
      `/rest/v1/${table}`,
      '/rest/v1/ch1_ex_to_german',
      '/rest/v1/completed',
      '/rest/v1/unknown_table',
      '/auth/v1/signup',
      '/auth/v1/token',
      '/auth/v1/user',
      '/auth/v1/logout',
      '/app-config.json',
      '/health',
      '/',
    ];
    const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });
    const columnNames = fc.constantFrom(
      'select',
      'columns',
      'on_conflict',
      'order',
      'limit',
      'offset',
      'questionNum',
      'userAnswer',
      'userAnswer1',
      'num',
      'completed_list',
      'user_id',
      'grant_type',
      'scope',
    );
    const filterValues = fc.oneof(
      printable,
      fc.constantFrom(
        'eq.',
        'in.(',
        'is.null',
        'not.eq.1',
        'gte.',
        'eq.1',
        '*',
        'questionNum,userAnswer',
        'password',
      ),
      fc
        .tuple(fc.constantFrom('eq.', 'in.(', 'neq.', 'lt.', 'is.', 'not.in.('), printable)
        .map(([a, b]) => a + b),
    );
    const knownKeys = fc.record(
      {
        questionNum: fc.oneof(
          fc.integer({ min: -5, max: 10_005 }),
          fc.double(),
          printable,
          fc.constant(null),
        ),
        userAnswer: fc.oneof(fc.string({ maxLength: 50 }), fc.integer(), fc.constant(null), fc.json()),
        userAnswer1: fc.string({ maxLength: 20 }),
        num: fc.oneof(fc.integer(), fc.constant(1)),
        completed_list: fc.string({ maxLength: 20 }),
        user_id: fc.oneof(fc.uuid(), printable),
        email: fc.oneof(fc.emailAddress(), printable),
        password: fc.oneof(fc.string({ maxLength: 20 }), fc.integer()),
        refresh_token: printable,
        data: fc.oneof(fc.dictionary(printable, fc.jsonValue(), { maxKeys: 3 }), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    const row = fc
      .tuple(knownKeys, fc.dictionary(printable, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }))
      .map(([known, extra]) => ({ ...extra, ...known }));
    const body = fc.oneof(
      fc.constant(undefined),
      row.map((value) => JSON.stringify(value)),
      fc.array(row, { maxLength: 4 }).map((value) => JSON.stringify(value)),
      fc.json(),
      fc.string({ maxLength: 60 }),
    );
    const headerValue = (choices: string[]) =>
      fc.option(fc.oneof(fc.constantFrom(...choices), printable), { nil: undefined });
    const requestArbitrary = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'HEAD', 'OPTIONS'),
      path: fc.oneof(
        fc.constantFrom(...paths),
        printable.map((tail) => `/rest/v1/${encodeURIComponent(tail)}`),
      ),
      query: fc.array(fc.tuple(columnNames, filterValues), { maxLength: 4 }),
      token: fc.constantFrom('valid', 'anon', 'garbage', 'none'),
      apikey: fc.constantFrom('valid', 'valid', 'valid', 'missing', 'wrong'),
      prefer: headerValue([
        'return=representation',
        'resolution=merge-duplicates',
        'return=minimal,count=exact',
        'missing=default',
      ]),
      accept: headerValue(['application/vnd.pgrst.object+json', 'application/json', 'text/csv', '*/*']),
      contentType: headerValue([
        'application/json',
        'application/json;charset=UTF-8',
        'text/plain',
        'multipart/form-data',
      ]),
      body,
    });

    let requests = 0;
    await fc.assert(
      fc.asyncProperty(requestArbitrary, async (input) => {
        const search = new URLSearchParams(input.query).toString();
        const headers: Record<string, string> = {};
        if (input.apikey !== 'missing') headers.apikey = input.apikey === 'valid' ? server.anonKey : 'wrong';
        if (input.token === 'valid') headers.authorization = `Bearer ${learner.accessToken}`;
        if (input.token === 'anon') headers.authorization = `Bearer ${server.anonKey}`;
        if (input.token === 'garbage') headers.authorization = 'Bearer abc.def.ghi';
        if (input.prefer !== undefined) headers.prefer = input.prefer;
        if (input.accept !== undefined) headers.accept = input.accept;
        if (input.contentType !== undefined) headers['content-type'] = input.contentType;
        const sendsBody = input.body !== undefined && input.method !== 'GET' && input.method !== 'HEAD';
        const response = await rawRequest(
          server,
          input.method,
          `${input.path}${search ? `?${search}` : ''}`,
          headers,
          sendsBody ? input.body : undefined,
        );
        requests += 1;
        expect(response.status, JSON.stringify(input)).toBeLessThan(500);
        if (response.status >= 400 && input.method !== 'HEAD') {
          expect(response.contentType, JSON.stringify(input)).toContain('json');
          expect(() => JSON.parse(response.body), JSON.stringify(input)).not.toThrow();
        }
      }),
      { numRuns: 300 },
    );
    expect(requests).toBe(300);

    const health = await server.request('/health', { apikey: null });
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
