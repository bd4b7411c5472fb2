// What one learner can store and read is bounded (issue 37), on PGlite and on PostgreSQL: a
// response holds at most 1,000 rows and 2 MB of text, Range and limit are honoured with the total
// in Content-Range, the tables that grow keep a limited number of rows per learner (409), every
// text column has its length limit in the database too, and a blocked statement is cancelled.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../src/lib/db.ts';
import { ownedTables } from '../src/routes/rest/owned-tables.ts';
import { maxResponseTextBytes, maxRowsPerResponse } from '../src/routes/rest/sql.ts';
import {
  backends,
  createTestDatabase,
  startTestServer,
  type Learner,
  type TestServer,
} from './support/test-server.ts';

const logRow = (index: number) => ({
  id: randomUUID(),
  card_id: `v1:noun:Tisch:de`,
  rating: 3,
  answer: `der Tisch ${index}`,
  reviewed_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
  next_due: '2026-02-01T00:00:00.000Z',
  stability: 2.5,
  difficulty: 5,
});

const report = (index: number) => ({
  set_table: 'ch1_ex_to_english',
  question_num: 1 + (index % 100),
  blank: null,
  sentence: 'Wo ist der Bahnhof?',
  answer: `Where is the station ${index}?`,
});

describe.each(backends)('learner limits on %s', (backend) => {
  let server: TestServer;
  let anna: Learner;

  beforeAll(async () => {
    server = await startTestServer(backend);
    anna = await server.signUp();
  }, 60_000);
  afterAll(async () => server?.close());

  const post = (learner: Learner, table: string, rows: unknown[]) =>
    server.request(`/rest/v1/${table}`, {
      method: 'POST',
      token: learner.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rows),
    });
  const get = (learner: Learner, path: string, headers: Record<string, string> = {}) =>
    server.request(`/rest/v1/${path}`, { token: learner.accessToken, headers });

  it('answers at most 1,000 rows, honours Range and limit, and gives the total when it cuts', async () => {
    for (let batch = 0; batch < 8; batch += 1) {
      const rows = Array.from({ length: 200 }, (_, index) => logRow(batch * 200 + index));
      expect((await post(anna, 'review_log', rows.slice(0, batch === 7 ? 100 : 200))).status).toBe(201);
    }
    const all = await get(anna, 'review_log?select=id');
    expect(((await all.json()) as unknown[]).length).toBe(maxRowsPerResponse);
    expect(all.headers.get('content-range')).toBe('0-999/1500');

    const ranged = await get(anna, 'review_log?select=answer', { range: '1000-1999' });
    const rest = (await ranged.json()) as { answer: string }[];
    expect(rest).toHaveLength(500);
    expect(rest[0]?.answer).toBe('der Tisch 1000');
    expect(ranged.headers.get('content-range')).toBe('1000-1499/*');

    const limited = await get(anna, 'review_log?select=id&limit=10&offset=5');
    expect(((await limited.json()) as unknown[]).length).toBe(10);
    expect(limited.headers.get('content-range')).toBe('5-14/*');
    expect((await get(anna, 'review_log?limit=5000')).headers.get('content-range')).toBe('0-999/1500');
    expect((await get(anna, 'review_log', { range: '9-3' })).status).toBe(416);

    // supabase-js's range() and count.
    const { data, count } = await anna.client
      .from('review_log')
      .select('id', { count: 'exact' })
      .range(1400, 2400);
    expect(data).toHaveLength(100);
    expect(count).toBe(1500);
  });

  it('cuts a response at 2 MB of text; the next range carries on, and every row is read once', async () => {
    const ben = await server.signUp();
    // The largest rows a learner can store: every text column at its limit, as control
    // characters (six bytes each in JSON).
    const big = '\u0001'.repeat(20_000);
    const ids: string[] = [];
    for (let batch = 0; batch < 100; batch += 1) {
      // One a request: each is about 144 KB of JSON, and a body may hold 256 KB.
      const rows = [0].map((index) => {
        const id = randomUUID();
        ids.push(id);
        return {
          id,
          set_code: '1dsp',
          question_key: '3-0',
          question_num: 3,
          prompt: '\u0002'.repeat(2000),
          answer: '\u0003'.repeat(2000),
          answer_check: big,
          made_at: new Date(Date.UTC(2026, 0, 1, 0, batch, index)).toISOString(),
          fixed_at: null,
        };
      });
      expect((await post(ben, 'mistakes', rows)).status).toBe(201);
    }
    const first = await get(ben, 'mistakes');
    const text = await first.text();
    const rows = JSON.parse(text) as { id: string }[];
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(100);
    // Six JSON bytes a stored byte at worst, plus the row that crosses the bound.
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(6 * maxResponseTextBytes + 150_000);
    expect(first.headers.get('content-range')).toBe(`0-${rows.length - 1}/100`);

    const read: string[] = [];
    for (;;) {
      const { data, error, count } = await ben.client
        .from('mistakes')
        .select('id', { count: 'exact' })
        .range(read.length, read.length + 999);
      expect(error).toBeNull();
      read.push(...(data ?? []).map((row) => row.id));
      if (!data?.length || read.length >= (count ?? 0)) break;
    }
    expect(read.sort()).toEqual([...ids].sort());
    // An update's returned rows are bounded the same way; every matching row is changed.
    const fixed = await server.request('/rest/v1/mistakes?set_code=eq.1dsp', {
      method: 'PATCH',
      token: ben.accessToken,
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify({ fixed_at: '2026-03-01T00:00:00Z' }),
    });
    expect(fixed.status).toBe(200);
    expect(((await fixed.json()) as unknown[]).length).toBeLessThan(100);
    expect(fixed.headers.get('content-range')).toMatch(/^0-\d+\/100$/);
    const open = await get(ben, 'mistakes?select=id&fixed_at=is.null', { prefer: 'count=exact' });
    expect(open.headers.get('content-range')).toBe('*/0');
  });

  it('keeps at most 1,000 reports per learner: the next insert is 409 and stores nothing', async () => {
    const carl = await server.signUp();
    for (let batch = 0; batch < 5; batch += 1) {
      const rows = Array.from({ length: 200 }, (_, index) => report(batch * 200 + index));
      expect((await post(carl, 'answer_reports', rows)).status).toBe(201);
    }
    const refused = await post(carl, 'answer_reports', [report(1000), report(1001)]);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe('PT409');
    expect(body.message).toBe('answer_reports keeps at most 1000 rows per learner');
    const counted = await get(carl, 'answer_reports?select=id&limit=1', { prefer: 'count=exact' });
    expect(counted.headers.get('content-range')).toBe('0-0/1000');
    // Another learner is not affected.
    expect((await post(anna, 'answer_reports', [report(1)])).status).toBe(201);
  });
});

describe.each(backends)('limits in the migrated database on %s', (backend) => {
  it('has a length CHECK on every text column and a row limit on each growing table', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'grundlagen-limits-'));
    const db = await openDatabase({
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
      dataDir,
    });
    try {
      await migrate(db);
      const { rows } = await db.query<{ table: string; definition: string }>(
        `SELECT conrelid::regclass::text AS table, pg_get_constraintdef(oid) AS definition
           FROM pg_constraint WHERE contype = 'c'`,
      );
      const checks = rows.map((row) => `${row.table}: ${row.definition}`);
      for (const definition of ownedTables) {
        for (const column of definition.columns.filter((each) => each.type === 'text')) {
          expect(checks).toContain(
            `${definition.name}: CHECK ((char_length(${column.name}) <= ${column.max})) NOT VALID`,
          );
        }
      }
      // The answers' columns hold their limit in a domain (migration 010: checked only where a
      // statement writes, not re-planned for every statement as a table's CHECKs are).
      const { rows: domain } = await db.query<{ definition: string }>(
        `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE contypid = 'answer_text'::regtype`,
      );
      expect(domain).toEqual([{ definition: 'CHECK ((char_length(VALUE) <= 2000)) NOT VALID' }]);
      expect(checks.filter((check) => check.startsWith('answers:'))).toEqual([
        'answers: CHECK ((char_length(set_table) <= 100)) NOT VALID',
      ]);
      const answerColumns = ['user_answer', ...[1, 2, 3, 4, 5, 6].map((n) => `user_answer${n}`)];
      const { rows: types } = await db.query<{ column_name: string; domain_name: string | null }>(
        `SELECT column_name, domain_name FROM information_schema.columns
          WHERE table_name = 'answers' AND column_name LIKE 'user_answer%' ORDER BY column_name`,
      );
      expect(types).toEqual(answerColumns.map((name) => ({ column_name: name, domain_name: 'answer_text' })));
      // Changing the columns' type did not rewrite the table (a large one would be copied at start).
      const { rows: files } = await db.query<{ same: boolean }>(
        `SELECT relfilenode = oid AS same FROM pg_class WHERE relname = 'answers'`,
      );
      expect(files).toEqual([{ same: true }]);
      const answerLearner = randomUUID();
      await db.query(`INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'x')`, [
        answerLearner,
        `${answerLearner}@example.org`,
      ]);
      for (const [index, column] of answerColumns.entries()) {
        await db.query(
          `INSERT INTO answers (user_id, set_table, question_num, ${column}) VALUES ($1, 't', $2, $3)`,
          [answerLearner, index + 1, 'ä'.repeat(2000)],
        );
        await expect(
          db.query(`UPDATE answers SET ${column} = $2 WHERE user_id = $1 AND question_num = $3`, [
            answerLearner,
            'ä'.repeat(2001),
            index + 1,
          ]),
          column,
        ).rejects.toMatchObject({ code: '23514' });
      }
      expect(checks).toContain('progress: CHECK ((char_length(completed_list) <= 20000)) NOT VALID');

      // Each row limit holds in the database itself, whatever writes there.
      const learner = randomUUID();
      await db.query(`INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'x')`, [
        learner,
        `${learner}@example.org`,
      ]);
      const fill: Record<string, string> = {
        review_log: `INSERT INTO review_log (user_id, id, card_id, rating, answer, reviewed_at, next_due, stability, difficulty)
          SELECT $1, gen_random_uuid(), 'c', 3, 'a', now(), now(), 1, 1 FROM generate_series(1, $2)`,
        mistakes: `INSERT INTO mistakes (user_id, id, set_code, question_key, prompt, answer, answer_check, made_at)
          SELECT $1, gen_random_uuid(), 's', 'k', 'p', 'a', '{}', now() FROM generate_series(1, $2)`,
        answer_reports: `INSERT INTO answer_reports (user_id, set_table, question_num, sentence, answer)
          SELECT $1, 't', 1, 's', 'a' FROM generate_series(1, $2)`,
      };
      const limited = ownedTables.filter((definition) => definition.maxRowsPerLearner !== undefined);
      expect(limited.map((definition) => definition.name).sort()).toEqual([
        'answer_reports',
        'mistakes',
        'review_log',
      ]);
      for (const definition of limited) {
        const statement = fill[definition.name] as string;
        await db.query(statement, [learner, definition.maxRowsPerLearner]);
        await expect(db.query(statement, [learner, 1])).rejects.toMatchObject({ code: 'PT409' });
      }
    } finally {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a blocked statement on postgres', () => {
  // PGlite runs each statement on the server's own thread, one at a time: nothing can block a
  // statement there, and nothing could cancel one (its statement_timeout does not fire).
  it('is cancelled after the statement timeout and answered 503, and the server goes on', async () => {
    const server = await startTestServer('postgres', {}, { statementTimeoutMs: 500 });
    const locker = new pg.Client({ connectionString: server.config.databaseUrl });
    try {
      const learner = await server.signUp();
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE mistakes IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const blocked = await server.request('/rest/v1/mistakes', { token: learner.accessToken });
      expect(blocked.status).toBe(503);
      expect(blocked.headers.get('retry-after')).toBe('5');
      expect(Date.now() - started).toBeLessThan(5_000);
      await locker.query('ROLLBACK');
      const after = await server.request('/rest/v1/mistakes', { token: learner.accessToken });
      expect(after.status).toBe(200);
    } finally {
      await locker.end();
      await server.close();
    }
  });
});
