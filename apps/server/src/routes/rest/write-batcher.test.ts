import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database, type QueryResult, type Queryable } from '../../lib/db.ts';
import { WriteBatcher, type BatchBuilder, type PendingWrite } from './write-batcher.ts';

/**
 * A database stand-in: records statements, answers `__key` rows, fails rows whose value is 'bad'.
 * `hold()` keeps every statement running until the function it returns is called, and
 * `firstStatement` settles once the first statement has started.
 */
function fakeDb() {
  const statements: PendingWrite[][] = [];
  let pending: PendingWrite[] = [];
  let started = () => {};
  const firstStatement = new Promise<void>((resolve) => (started = resolve));
  let gate: Promise<void> = Promise.resolve();
  const hold = () => {
    let release = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  const db: Queryable = {
    async query<Row>(): Promise<QueryResult<Row>> {
      const writes = pending;
      statements.push(writes);
      started();
      await gate;
      if (writes.some((write) => write.params.includes('bad')))
        throw Object.assign(new Error('boom'), { code: '22P02' });
      const rows = writes.map((write) => ({ __key: write.key, value: write.params[0] }) as Row);
      return { rows, rowCount: rows.length };
    },
  };
  const build: BatchBuilder = (writes) => {
    pending = [...writes];
    return { text: 'batched', params: [] };
  };
  return { db, build, statements, firstStatement, hold };
}

const write = (key: string, value: string): PendingWrite => ({ shape: 'upsert', key, params: [value] });

describe('WriteBatcher', () => {
  it('writes one statement for the writes that arrive together, and the next for those arriving meanwhile', async () => {
    const { db, build, statements, firstStatement, hold } = fakeDb();
    const release = hold();
    const batcher = new WriteBatcher(db);
    const together = ['a', 'b'].map((key) => batcher.submit(write(key, `value-${key}`), build));
    await firstStatement; // the first statement is running now
    const meanwhile = ['c', 'd'].map((key) => batcher.submit(write(key, `value-${key}`), build));
    release();
    const results = await Promise.all([...together, ...meanwhile]);
    expect(results).toEqual([
      [{ value: 'value-a' }],
      [{ value: 'value-b' }],
      [{ value: 'value-c' }],
      [{ value: 'value-d' }],
    ]);
    expect(statements.map((batch) => batch.map((w) => w.key))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('runs a lone write on its own', async () => {
    const { db, build, statements } = fakeDb();
    const batcher = new WriteBatcher(db);
    expect(await batcher.submit(write('only', 'x'), build)).toEqual([{ value: 'x' }]);
    expect(statements).toHaveLength(1);
  });

  it('never puts two writes to one row in a statement, and keeps their order', async () => {
    const { db, build, statements } = fakeDb();
    const batcher = new WriteBatcher(db);
    await Promise.all([
      batcher.submit(write('x', '1'), build),
      batcher.submit(write('y', '1'), build),
      batcher.submit(write('y', '2'), build),
      batcher.submit(write('z', '1'), build),
      batcher.submit(write('y', '3'), build),
    ]);
    const yValues = statements.flatMap((batch) => batch.filter((w) => w.key === 'y').map((w) => w.params[0]));
    expect(yValues).toEqual(['1', '2', '3']);
    for (const batch of statements) expect(new Set(batch.map((w) => w.key)).size).toBe(batch.length);
  });

  it('fails only the write that caused a shared statement to fail', async () => {
    const { db, build } = fakeDb();
    const batcher = new WriteBatcher(db);
    const outcomes = await Promise.allSettled([
      batcher.submit(write('first', 'ok'), build),
      batcher.submit(write('a', 'ok'), build),
      batcher.submit(write('b', 'bad'), build),
      batcher.submit(write('c', 'ok'), build),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });
});

describe('WriteBatcher on PGlite', () => {
  let dir: string;
  let db: Database;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'grundlagen-batcher-'));
    db = await openPglite(join(dir, 'pglite'), { lock: false });
    await db.query('CREATE TABLE kv (k text PRIMARY KEY, v text CHECK (char_length(v) <= 3))');
  });
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A keyed upsert: one row alone, or `unnest` arrays for several. */
  const build: BatchBuilder = (writes) =>
    writes.length === 1
      ? {
          text: 'INSERT INTO kv VALUES ($1, $2) ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v RETURNING k AS "__key", v',
          params: writes[0]?.params ?? [],
        }
      : {
          text: 'INSERT INTO kv SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v RETURNING k AS "__key", v',
          params: [writes.map((w) => w.params[0]), writes.map((w) => w.params[1])],
        };
  const save = (k: string, v: string): PendingWrite => ({ shape: 'kv', key: k, params: [k, v] });

  it('lands small and large batches alike, fails only the bad write, keeps one row’s writes in order', async () => {
    const batcher = new WriteBatcher(db);
    // With the bad write, batches of 3 and 8 (one-row statements, sent together) and 9 and 41 (unnest).
    for (const size of [2, 7, 8, 40]) {
      const outcomes = await Promise.allSettled([
        ...Array.from({ length: size }, (_, i) => batcher.submit(save(`${size}-${i}`, `${i}`), build)),
        batcher.submit(save(`${size}-bad`, 'long'), build),
        batcher.submit(save(`${size}-0`, 'new'), build),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(1);
      expect(outcomes[size]).toMatchObject({ status: 'rejected', reason: { code: '23514' } });
      expect(outcomes[1]).toEqual({ status: 'fulfilled', value: [{ v: '1' }] });
      const { rows } = await db.query<{ k: string; v: string }>(
        'SELECT k, v FROM kv WHERE k LIKE $1 ORDER BY k',
        [`${size}-%`],
      );
      expect(rows).toHaveLength(size);
      expect(rows.find((row) => row.k === `${size}-0`)?.v).toBe('new');
    }
  });
});
