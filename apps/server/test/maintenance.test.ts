// The embedded database's vacuum (PGlite runs no autovacuum): every table, one statement each,
// so that learners' statements are never held for the whole database's vacuum.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, vacuumTableByTable, type Database } from '../src/lib/db.ts';

let dataDir: string;
let db: Database;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'grundlagen-vacuum-'));
  db = await openDatabase({ databaseUrl: undefined, dataDir });
  await migrate(db);
});

afterAll(async () => {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('vacuumTableByTable on PGlite', () => {
  it('vacuums and analyses every table, the catalogs included', async () => {
    const { rows: tables } = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_class WHERE relkind IN ('r', 'm') AND relpersistence = 'p'`,
    );
    expect(await vacuumTableByTable(db, { pauseMs: 0 })).toBe(tables[0]?.count);

    const { rows } = await db.query<{ relname: string; vacuums: number; analyses: number }>(
      `SELECT relname, vacuum_count::int AS vacuums, analyze_count::int AS analyses
         FROM pg_stat_all_tables WHERE relname IN ('answers', 'sessions', 'pg_class')`,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.vacuums).toBeGreaterThanOrEqual(1);
      expect(row.analyses).toBeGreaterThanOrEqual(1);
    }
    // Every table, so that the database's oldest unfrozen transaction can move up as after a
    // whole-database VACUUM (PostgreSQL takes it from all tables' own).
    const { rows: missed } = await db.query<{ relname: string }>(
      `SELECT s.relname FROM pg_stat_all_tables s JOIN pg_class c ON c.oid = s.relid
        WHERE c.relkind IN ('r', 'm') AND c.relpersistence = 'p' AND s.vacuum_count = 0`,
    );
    expect(missed).toEqual([]);
  });

  it('lets a statement sent while it runs go before the tables still to do', async () => {
    let vacuumDone = false;
    const vacuum = vacuumTableByTable(db, { pauseMs: 5 }).then((count) => {
      vacuumDone = true;
      return count;
    });
    // Sent while the round has only listed the tables: a whole-database VACUUM, sent first, would
    // answer it only at its end.
    const { rows } = await db.query<{ one: number }>('SELECT 1 AS one');
    expect(rows[0]?.one).toBe(1);
    expect(vacuumDone).toBe(false);
    expect(await vacuum).toBeGreaterThan(50);
  });

  it('stops between two tables when told to', async () => {
    let asked = 0;
    const done = await vacuumTableByTable(db, { pauseMs: 0, stopped: () => ++asked > 3 });
    expect(done).toBe(3);
  });
});
