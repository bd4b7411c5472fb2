// answer_reports, the first wire table stored as a table of its own (owned-tables.ts): a learner
// adds and reads their own reports, never another's, and bad input is a 4xx. Also: every owned
// table's definition matches what the migrations create. On PGlite and on PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../src/lib/db.ts';
import { ownedTables } from '../src/routes/rest/owned-tables.ts';
import {
  backends,
  createTestDatabase,
  startTestServer,
  type Learner,
  type TestServer,
} from './support/test-server.ts';

const report = {
  set_table: 'ch1_ex_to_english',
  question_num: 3,
  sentence: 'Wo ist der Bahnhof?',
  answer: "Where's the station?",
};

describe.each(backends)('answer_reports on %s', (backend) => {
  let server: TestServer;
  let anna: Learner;
  let ben: Learner;

  beforeAll(async () => {
    server = await startTestServer(backend);
    anna = await server.signUp();
    ben = await server.signUp();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a learner adds a report; the server fills its id, owner and time', async () => {
    const before = Date.now();
    const { data, error, status } = await anna.client.from('answer_reports').insert(report).select().single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ ...report, blank: null, user_id: anna.userId });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    const created = Date.parse(data.created_at);
    expect(created).toBeGreaterThanOrEqual(before - 5_000);
    expect(created).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('refuses control characters in a report’s text, which authors’ terminals would obey', async () => {
    const learner = await server.signUp();
    for (const [column, value] of [
      ['answer', 'Where is it?\n  57×  forged line'],
      ['answer', 'x\u001b]52;c;ZWNobyBoaQ==\u0007'],
      ['answer', 'x\u001b[2J\u001b]0;title\u0007'],
      ['sentence', 'Wo ist\rder Bahnhof?'],
      ['sentence', 'abc\u202edcba'],
      ['set_table', 'ch1_ex\u009b2J'],
      ['answer', 'tab\there'],
    ] as const) {
      const { error, status } = await learner.client
        .from('answer_reports')
        .insert({ ...report, [column]: value });
      expect(status, JSON.stringify(value)).toBe(400);
      expect(error?.code, JSON.stringify(value)).toBe('23514');
      expect(error?.details).toContain(column);
    }
    const stored = await learner.client.from('answer_reports').select('answer');
    expect(stored.data).toEqual([]);
    // Umlauts, ß, quotes and emoji are text, not controls.
    const fine = await learner.client
      .from('answer_reports')
      .insert({ ...report, answer: 'Wo ist der Bahnhof – „süß“? 😀' });
    expect(fine.error).toBeNull();
  });

  it('two learners see only their own reports', async () => {
    const second = { ...report, question_num: 4, blank: 2, answer: 'den', sentence: 'Ich sehe ___ Hund.' };
    expect((await anna.client.from('answer_reports').insert(second)).error).toBeNull();
    expect((await ben.client.from('answer_reports').insert({ ...report, answer: 'ben' })).error).toBeNull();

    const annas = await anna.client
      .from('answer_reports')
      .select('question_num,blank,answer,user_id')
      .order('created_at', { ascending: false });
    expect(annas.error).toBeNull();
    expect(annas.data).toEqual([
      { question_num: 4, blank: 2, answer: 'den', user_id: anna.userId },
      { question_num: 3, blank: null, answer: report.answer, user_id: anna.userId },
    ]);
    const bens = await ben.client.from('answer_reports').select('answer');
    expect(bens.data).toEqual([{ answer: 'ben' }]);
    const byOwner = await ben.client.from('answer_reports').select('answer').eq('user_id', anna.userId);
    expect(byOwner.data).toEqual([]);
  });

  it('filters on a time and a uuid column work', async () => {
    const all = await anna.client.from('answer_reports').select('id,created_at');
    const first = all.data?.[0];
    if (!first) throw new Error('no report');
    const byId = await anna.client.from('answer_reports').select('answer').eq('id', first.id);
    expect(byId.data).toHaveLength(1);
    const since = await anna.client
      .from('answer_reports')
      .select('id')
      .gte('created_at', '2000-01-01T00:00:00Z');
    expect(since.data).toHaveLength(2);
    const later = await anna.client.from('answer_reports').select('id').gt('created_at', '2999-01-01');
    expect(later.data).toEqual([]);
    const bad = await anna.client.from('answer_reports').select('id').gt('created_at', 'yesterday');
    expect(bad.status).toBe(400);
  });

  it('a learner may not name another owner, set the id or the time, change or remove a report', async () => {
    const other = await ben.client.from('answer_reports').insert({ ...report, user_id: anna.userId });
    expect([other.status, other.error?.code]).toEqual([403, '42501']);
    const time = await ben.client
      .from('answer_reports')
      .insert({ ...report, created_at: '2020-01-01T00:00:00Z' });
    expect([time.status, time.error?.code]).toEqual([403, '42501']);
    const id = await ben.client
      .from('answer_reports')
      .insert({ ...report, id: '00000000-0000-4000-8000-000000000000' });
    expect(id.status).toBe(403);
    const update = await ben.client.from('answer_reports').update({ answer: 'x' }).eq('question_num', 3);
    expect([update.status, update.error?.code]).toEqual([403, '42501']);
    const remove = await ben.client.from('answer_reports').delete().eq('question_num', 3);
    expect(remove.status).toBe(403);
    const upsert = await ben.client.from('answer_reports').upsert(report);
    expect(upsert.status).toBe(403);
    expect((await ben.client.from('answer_reports').select('answer')).data).toEqual([{ answer: 'ben' }]);
  });

  it('bad input is a 4xx naming the problem, never a 500', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...report, sentence: undefined }, 400, '23502'],
      [{ ...report, question_num: 0 }, 400, '22003'],
      [{ ...report, question_num: 'drei' }, 400, '22P02'],
      [{ ...report, question_num: 2.5 }, 400, '22P02'],
      [{ ...report, blank: 7 }, 400, '22003'],
      [{ ...report, answer: 'x'.repeat(2_001) }, 400, '22001'],
      [{ ...report, answer: 42 }, 400, '22P02'],
      [{ ...report, answer: 'a\u0000b' }, 400, '22P05'],
      [{ ...report, set_table: 'x'.repeat(101) }, 400, '22001'],
      [{ ...report, colour: 'red' }, 400, 'PGRST204'],
    ];
    for (const [body, status, code] of cases) {
      const { sentence, ...rest } = body;
      const payload = sentence === undefined ? rest : body;
      const result = await anna.client.from('answer_reports').insert(payload);
      expect([result.status, result.error?.code], JSON.stringify(body).slice(0, 80)).toEqual([status, code]);
    }
    const anon = await server.client().from('answer_reports').select('*');
    expect(anon.status).toBe(401);
    expect((await server.request('/health')).status).toBe(200);
  });
});

describe.each(backends)('owned tables against the migrated schema on %s', (backend) => {
  it('every definition has exactly the columns, types and nullability its migration creates', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'grundlagen-owned-'));
    const db = await openDatabase({
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
      dataDir,
    });
    const types = {
      integer: 'integer',
      text: 'text',
      uuid: 'uuid',
      timestamptz: 'timestamp with time zone',
      double: 'double precision',
    };
    try {
      await migrate(db);
      for (const definition of ownedTables) {
        const { rows } = await db.query<{ column_name: string; data_type: string; is_nullable: string }>(
          `SELECT column_name, data_type, is_nullable FROM information_schema.columns
           WHERE table_schema = 'public' AND table_name = $1 ORDER BY column_name`,
          [definition.name],
        );
        const expected = [
          ...definition.columns.map((column) => ({
            column_name: column.name,
            data_type: types[column.type],
            is_nullable: column.nullable ? 'YES' : 'NO',
          })),
          { column_name: 'user_id', data_type: 'uuid', is_nullable: 'NO' },
        ].sort((a, b) => (a.column_name < b.column_name ? -1 : 1));
        expect(rows, definition.name).toEqual(expected);

        const key = await db.query<{ column_name: string }>(
          `SELECT a.attname AS column_name
           FROM pg_index i, unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, n), pg_attribute a
           WHERE i.indrelid = $1::regclass AND i.indisprimary
             AND a.attrelid = i.indrelid AND a.attnum = k.attnum
           ORDER BY k.n`,
          [definition.name],
        );
        expect(
          key.rows.map((row) => row.column_name),
          definition.name,
        ).toEqual(['user_id', ...definition.key]);
      }
    } finally {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
