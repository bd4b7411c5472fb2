// Limits and bad input: each broken limit is a clear 4xx JSON error, never a 500; then a
// bounded fast-check fuzz of random bodies, query strings and headers against every route.
// On PGlite and on PostgreSQL.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
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

/** One HTTP response as read off the socket. */
interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes `text` to a new connection and reads until the server closes it; resolves to every
 * response on it (so that a request answered twice shows two).
 */
function exchange(server: TestServer, text: string): Promise<RawResponse[]> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const responses: RawResponse[] = [];
      let rest = Buffer.concat(chunks).toString('utf8');
      while (rest.startsWith('HTTP/1.1 ')) {
        const headEnd = rest.indexOf('\r\n\r\n');
        const [statusLine = '', ...headerLines] = rest.slice(0, headEnd).split('\r\n');
        const headers = Object.fromEntries(
          headerLines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        const isHead = text.startsWith('HEAD ');
        const length = isHead ? 0 : Number(headers['content-length'] ?? 0);
        const bodyStart = headEnd + 4;
        const bytes = Buffer.from(rest.slice(bodyStart), 'utf8');
        responses.push({
          status: Number(statusLine.split(' ')[1]),
          headers,
          body: bytes.subarray(0, length).toString('utf8'),
        });
        rest = bytes.subarray(length).toString('utf8');
      }
      if (rest !== '') responses.push({ status: 0, headers: {}, body: rest });
      resolve(responses);
    });
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

  it('refuses unpaired surrogates in every body with the API’s error shape, storing nothing', async () => {
    const text = (value: string) => value; // the escapes below stay escapes in the JSON text
    const rest = [
      ['POST', `/rest/v1/${table}`, text('{"questionNum":41,"userAnswer":"x\\ud800y"}')],
      ['POST', `/rest/v1/${table}`, text('[{"questionNum":42,"userAnswer":"\\udc00"}]')],
      ['PATCH', `/rest/v1/${table}?questionNum=eq.1`, text('{"userAnswer":"a\\udbffb"}')],
      ['POST', '/rest/v1/completed', text('{"num":1,"completed_list":"1a\\ud83d"}')],
      [
        'POST',
        '/rest/v1/answer_reports',
        text('{"set_table":"ch1_ex_to_english","question_num":1,"sentence":"S","answer":"\\ud800"}'),
      ],
      ['POST', `/rest/v1/${table}`, text('{"questionNum":43,"user\\ud800Answer":"x"}')],
    ] as const;
    for (const [method, path, body] of rest) {
      const response = await server.request(path, {
        method,
        token: learner.accessToken,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBe(400);
      const error = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(error).sort(), body).toEqual(['code', 'details', 'hint', 'message']);
      expect(error.code, body).toBe('22P02');
    }
    const stored = await learner.client.from(table).select('questionNum').in('questionNum', [41, 42, 43]);
    expect(stored.data).toEqual([]);
    const reports = await learner.client.from('answer_reports').select('answer');
    expect(reports.data).toEqual([]);
    // A pair is real Unicode and stays as it is.
    const emoji = await post({ questionNum: 44, userAnswer: 'x\ud83d\ude00y' });
    expect(emoji.status).toBe(201);
    const back = await learner.client.from(table).select('userAnswer').eq('questionNum', 44).single();
    expect(back.data?.userAnswer).toBe('x😀y');

    for (const [path, body] of [
      [
        '/auth/v1/signup',
        '{"email":"surrogate@example.org","password":"Kaffee-mit-Milch-7","data":{"username":"x\\ud800"}}',
      ],
      ['/auth/v1/token?grant_type=password', `{"email":"${learner.email}","password":"x\\ud800y"}`],
    ] as const) {
      const response = await server.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBe(400);
      const error = (await response.json()) as Record<string, unknown>;
      expect(error.code, body).toBe('validation_failed');
      expect(response.headers.get('x-sb-error-code')).toBe('validation_failed');
    }
  });

  it('answers a URL the router cannot read once, in the API’s shape with the security headers', async () => {
    const key = `apikey: ${server.anonKey}\r\nauthorization: Bearer ${learner.accessToken}`;
    // A chunked body the server never reads, and whose rest is not valid chunked framing.
    const chunked = await exchange(
      server,
      `DELETE /rest/v1/completed%C0%AF HTTP/1.1\r\nhost: x\r\n${key}\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n{"a":1}`,
    );
    expect(chunked.map((response) => response.status)).toEqual([400]);
    const [only] = chunked;
    expect(JSON.parse(only?.body ?? '')).toEqual({
      code: 'PGRST125',
      message: 'Invalid path specified in request URL',
      details: null,
      hint: null,
    });
    expect(only?.headers['content-security-policy']).toContain("default-src 'none'");
    expect(only?.headers['x-content-type-options']).toBe('nosniff');

    const auth = await exchange(server, `GET /auth/v1/user%FF HTTP/1.1\r\nhost: x\r\n${key}\r\n\r\n`);
    expect(auth.map((response) => response.status)).toEqual([400]);
    expect(JSON.parse(auth[0]?.body ?? '')).toMatchObject({
      code: 'validation_failed',
      msg: expect.any(String),
    });
    expect(auth[0]?.headers['x-sb-error-code']).toBe('validation_failed');

    const longName = await exchange(
      server,
      `GET /rest/v1/${'t'.repeat(400)} HTTP/1.1\r\nhost: x\r\n${key}\r\nconnection: close\r\n\r\n`,
    );
    expect(longName.map((response) => response.status)).toEqual([400]);
    expect(JSON.parse(longName[0]?.body ?? '')).toMatchObject({ code: 'PGRST125', details: null });
  });

  it('answers requests the HTTP parser refuses in the API’s shape, once, without a body to HEAD', async () => {
    const longQuery = `select=${'x'.repeat(17_000)}`;
    const head = await exchange(server, `HEAD /rest/v1/completed?${longQuery} HTTP/1.1\r\nhost: x\r\n\r\n`);
    expect(head).toHaveLength(1);
    expect(head[0]?.status).toBe(431);
    expect(head[0]?.body).toBe('');
    expect(head[0]?.headers['x-content-type-options']).toBe('nosniff');

    const get = await exchange(server, `GET /rest/v1/completed?${longQuery} HTTP/1.1\r\nhost: x\r\n\r\n`);
    expect(get.map((response) => response.status)).toEqual([431]);
    expect(JSON.parse(get[0]?.body ?? '')).toMatchObject({ code: 'PGRST413', details: null, hint: null });
    expect(get[0]?.headers['content-security-policy']).toContain("default-src 'none'");

    const garbage = await exchange(server, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage.map((response) => response.status)).toEqual([400]);
    expect(JSON.parse(garbage[0]?.body ?? '')).toMatchObject({ statusCode: 400, code: 'bad_request' });
    expect(garbage[0]?.headers['x-content-type-options']).toBe('nosniff');
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
