// Prepared statements on a real PGlite: same rows as `query`, errors reach only their caller,
// never inside another caller's transaction, and many statements stay bounded.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './db.ts';

describe('queryPrepared on PGlite', () => {
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'grundlagen-prepared-'));
    db = await openPglite(join(dir, 'pglite'), { lock: false });
    await db.query(
      `CREATE TABLE saves (id uuid, n integer, answer text CHECK (char_length(answer) <= 5),
         at timestamptz, PRIMARY KEY (id, n))`,
    );
  });
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const id = '6f1c7d52-0d4e-4f0b-9a57-3f4c1b2a9e10';
  const upsert = `INSERT INTO saves (id, n, answer, at) SELECT * FROM unnest($1::uuid[], $2::integer[], $3::text[], $4::timestamptz[])
    ON CONFLICT (id, n) DO UPDATE SET answer = EXCLUDED.answer RETURNING id, n, answer, at`;

  it('returns the same typed rows as query, with arrays, nulls and quotes bound', async () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const params = [
      [id, id],
      [1, 2],
      ['a"b,', null],
      [at, at],
    ];
    const prepared = await db.queryPrepared!(upsert, params);
    const plain = await db.query(upsert, params);
    expect(prepared.rows).toEqual([
      { id, n: 1, answer: 'a"b,', at },
      { id, n: 2, answer: null, at },
    ]);
    expect(prepared).toEqual(plain);
    expect(prepared.rowCount).toBe(2);
    // Run again: the statement is prepared now, and the later values are the ones stored.
    await db.queryPrepared!(upsert, [[id], [1], ['neu'], [at]]);
    const { rows } = await db.query('SELECT answer FROM saves WHERE n = 1');
    expect(rows).toEqual([{ answer: 'neu' }]);
  });

  it('rejects a failing run with the database error and goes on with the next', async () => {
    await expect(db.queryPrepared!(upsert, [[id], [3], ['too long'], [null]])).rejects.toMatchObject({
      code: '23514',
    });
    const next = await db.queryPrepared!(upsert, [[id], [3], ['ok'], [null]]);
    expect(next.rows).toEqual([{ id, n: 3, answer: 'ok', at: null }]);
    await expect(db.queryPrepared!('SELECT nonsense FROM nowhere', [])).rejects.toMatchObject({
      code: '42P01',
    });
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query(`UPDATE saves SET answer = 'tx' WHERE n = 3`);
      entered();
      await held;
      throw new Error('roll back');
    });
    await inside;
    const save = db.queryPrepared!(upsert, [[id], [4], ['after'], [null]]);
    release();
    await expect(transaction).rejects.toThrow('roll back');
    await save;
    // The save committed on its own; the rolled-back transaction took nothing of it along.
    const { rows } = await db.query('SELECT n, answer FROM saves WHERE n IN (3, 4) ORDER BY n');
    expect(rows).toEqual([
      { n: 3, answer: 'ok' },
      { n: 4, answer: 'after' },
    ]);
  });

  it('runs a statement once for each parameter set, each committed or failed alone', async () => {
    const results = await db.queryPreparedEach!(upsert, [
      [[id], [10], ['a'], [null]],
      [[id], [11], ['too long'], [null]],
      [[id], [12], ['c'], [null]],
    ]);
    expect(results).toEqual([
      { rows: [{ id, n: 10, answer: 'a', at: null }], rowCount: 1 },
      { error: expect.objectContaining({ code: '23514' }) },
      { rows: [{ id, n: 12, answer: 'c', at: null }], rowCount: 1 },
    ]);
    const { rows } = await db.query('SELECT n FROM saves WHERE n >= 10 ORDER BY n');
    expect(rows).toEqual([{ n: 10 }, { n: 12 }]);
  });

  it('keeps working past the most statements it holds prepared', async () => {
    for (let index = 0; index < 250; index += 1) {
      const { rows } = await db.queryPrepared!(`SELECT $1::integer + ${index} AS total`, [1]);
      expect(rows).toEqual([{ total: index + 1 }]);
    }
    const { rows } = await db.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM pg_prepared_statements',
    );
    expect(rows[0]?.count).toBeLessThanOrEqual(100);
  });
});
