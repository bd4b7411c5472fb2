// supabase/schema.sql is generated from the catalogue; the committed file must be current.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { answerTables } from '@grundlagen/content';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { generateSupabaseSql, removedTables, schemaPath } from '../scripts/generate-supabase-sql.ts';
import { ownedTables } from '../src/routes/rest/owned-tables.ts';
import { backends, createTestDatabase, type Backend } from './support/test-server.ts';

describe('supabase/schema.sql', () => {
  it('equals the generated output (run: npx node apps/server/scripts/generate-supabase-sql.ts)', () => {
    expect(readFileSync(schemaPath, 'utf8')).toBe(generateSupabaseSql());
  });

  it('creates answer_reports with policies for select and insert only', () => {
    const sql = generateSupabaseSql();
    expect(sql).toContain('create table if not exists public.answer_reports (');
    expect(sql.match(/create policy "[^"]+" on public\.answer_reports /g)).toHaveLength(2);
  });

  it('creates every answers table and completed, each with row-level security and four policies', () => {
    const sql = generateSupabaseSql();
    for (const table of [...answerTables, 'completed']) {
      expect(sql).toContain(`create table if not exists public.${table} (`);
      expect(sql).toContain(`alter table public.${table} enable row level security;`);
      expect(sql.match(new RegExp(`create policy "[^"]+" on public\\.${table} `, 'g'))).toHaveLength(4);
    }
  });
});

/**
 * The parts of a Supabase database the schema relies on: the auth schema with users and
 * auth.uid() (read from the request's JWT claims, as Supabase does), and the API roles (service_role bypasses row-level security, as on Supabase).
 */
const supabaseStubs = `
create schema auth;
create table auth.users (id uuid primary key);
create function auth.uid() returns uuid language sql stable
  as $$ select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid $$;
do $$ begin
  -- Roles belong to the whole PostgreSQL cluster, which the suites' databases share.
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin bypassrls; end if;
end $$;
grant usage on schema public, auth to anon, authenticated, service_role;
`;

describe('supabase/schema.sql on PostgreSQL with Supabase’s auth schema', () => {
  it('applies twice, and row-level security keeps each learner to their own rows', async () => {
    const client = new pg.Client({ connectionString: await createTestDatabase() });
    await client.connect();
    const anna = randomUUID();
    const ben = randomUUID();
    /** Runs statements as a learner (or anon), in a transaction that is rolled back on error. */
    const as = async (sub: string | null, sql: string, params: unknown[] = []) => {
      await client.query('BEGIN');
      try {
        await client.query(`SET LOCAL ROLE ${sub ? 'authenticated' : 'anon'}`);
        await client.query(`SELECT set_config('request.jwt.claim.sub', $1, true)`, [sub ?? '']);
        const result = await client.query(sql, params);
        await client.query('COMMIT');
        return result.rows;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    };
    try {
      await client.query(supabaseStubs);
      await client.query(readFileSync(schemaPath, 'utf8'));
      await client.query(readFileSync(schemaPath, 'utf8'));
      await client.query('INSERT INTO auth.users (id) VALUES ($1), ($2)', [anna, ben]);

      // What supabase-js sends: no user_id; upsert on the primary key.
      const upsert = `INSERT INTO ch1_subj_pronoun ("questionNum", "userAnswer") VALUES ($1, $2)
        ON CONFLICT (user_id, "questionNum") DO UPDATE SET "userAnswer" = EXCLUDED."userAnswer"`;
      await as(anna, upsert, [1, 'ich']);
      await as(anna, upsert, [1, 'du']);
      await as(ben, upsert, [1, 'er']);
      await as(anna, `INSERT INTO completed (completed_list) VALUES ('1nsp')`);

      expect(await as(anna, 'SELECT "questionNum", "userAnswer" FROM ch1_subj_pronoun')).toEqual([
        { questionNum: 1, userAnswer: 'du' },
      ]);
      expect(await as(ben, 'SELECT "userAnswer" FROM ch1_subj_pronoun')).toEqual([{ userAnswer: 'er' }]);
      expect(await as(ben, 'SELECT * FROM completed')).toEqual([]);
      expect(
        await as(ben, `UPDATE ch1_subj_pronoun SET "userAnswer" = 'x' WHERE user_id = $1 RETURNING 1`, [
          anna,
        ]),
      ).toEqual([]);
      expect(await as(ben, 'DELETE FROM completed RETURNING 1')).toEqual([]);
      await expect(
        as(ben, 'INSERT INTO ch1_subj_pronoun ("questionNum", user_id) VALUES (2, $1)', [anna]),
      ).rejects.toThrow(/row-level security/);
      await expect(as(null, 'SELECT * FROM completed')).rejects.toThrow(/permission denied/);
      await expect(as(anna, upsert, [10_001, 'x'])).rejects.toThrow(/check constraint/);

      expect(await as(anna, 'SELECT completed_list FROM completed')).toEqual([{ completed_list: '1nsp' }]);

      // answer_reports: learners add and read their own; id and time are the database's.
      const report = `INSERT INTO answer_reports (set_table, question_num, sentence, answer)
        VALUES ('ch1_ex_to_english', 1, 'Wo ist der Bahnhof?', $1)`;
      await as(anna, report, ["Where's the station?"]);
      await as(ben, report, ['ben']);
      expect(await as(anna, 'SELECT answer FROM answer_reports')).toEqual([
        { answer: "Where's the station?" },
      ]);
      await expect(
        as(
          anna,
          `INSERT INTO answer_reports (set_table, question_num, sentence, answer, created_at)
          VALUES ('t', 1, 's', 'a', now())`,
        ),
      ).rejects.toThrow(/permission denied/);
      // Text printed to authors' terminals holds no control characters, as on the bundled server.
      for (const answer of ['x\u001b]52;c;aGk=\u0007', 'line\nbreak', 'a\u202eb', 'c\u009b2J']) {
        await expect(as(anna, report, [answer]), JSON.stringify(answer)).rejects.toThrow(/single_line/);
      }
      await as(ben, report, ['Wo ist „der“ Bahnhof? 😀']);
      await expect(as(anna, `UPDATE answer_reports SET answer = 'x'`)).rejects.toThrow(/permission denied/);
      await expect(as(anna, 'DELETE FROM answer_reports')).rejects.toThrow(/permission denied/);
      await expect(as(null, 'SELECT * FROM answer_reports')).rejects.toThrow(/permission denied/);

      // A learner keeps at most 1,000 reports (a trigger); the statement past it stores nothing.
      const more = `INSERT INTO answer_reports (set_table, question_num, sentence, answer)
        SELECT 't', 1, 's', 'a' FROM generate_series(1, $1)`;
      await as(anna, more, [999]);
      await expect(as(anna, more, [2])).rejects.toMatchObject({
        code: 'PT409',
        message: 'answer_reports keeps at most 1000 rows per learner',
      });
      expect(await as(anna, 'SELECT count(*)::int AS n FROM answer_reports')).toEqual([{ n: 1000 }]);
      await as(ben, more, [2]);
    } finally {
      await client.end();
    }
  });
});

/** A database to apply the schema to: PGlite in memory or a fresh PostgreSQL database. */
async function schemaDatabase(backend: Backend) {
  if (backend === 'pglite') {
    const db = await PGlite.create();
    return {
      exec: async (sql: string) => void (await db.exec(sql)),
      query: async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as unknown[],
      close: () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: await createTestDatabase() });
  await client.connect();
  return {
    exec: async (sql: string) => void (await client.query(sql)),
    query: async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as unknown[],
    close: () => client.end(),
  };
}

describe.each(backends)('supabase/schema.sql grants on %s', (backend) => {
  it.each([
    ['without', false],
    ['with', true],
  ])(
    '%s Supabase’s default grants: learners cannot set review_cards.updated_at nor an early due, the service role reads answer_reports, removed tables go',
    async (_, defaultGrants) => {
      const db = await schemaDatabase(backend);
      const anna = randomUUID();
      const as = async (role: string, sub: string | null, sql: string, params: unknown[] = []) => {
        await db.exec('BEGIN');
        try {
          await db.exec(`SET LOCAL ROLE ${role}`);
          await db.query(`SELECT set_config('request.jwt.claim.sub', $1, true)`, [sub ?? '']);
          const rows = await db.query(sql, params);
          await db.exec('COMMIT');
          return rows;
        } catch (error) {
          await db.exec('ROLLBACK');
          throw error;
        }
      };
      try {
        await db.exec(supabaseStubs);
        if (defaultGrants) {
          await db.exec(
            'alter default privileges in schema public grant all on tables to anon, authenticated, service_role;',
          );
        }
        // What an earlier schema.sql made: chapter 13 drill tables the catalogue no longer has.
        for (const table of removedTables) {
          await db.exec(`create table public.${table} ("questionNum" integer primary key, user_id uuid)`);
          await db.exec(`grant all on public.${table} to anon, authenticated`);
        }
        const schema = readFileSync(schemaPath, 'utf8');
        await db.exec(schema);
        await db.exec(schema);
        await db.query('INSERT INTO auth.users (id) VALUES ($1)', [anna]);

        const tables = (await db.query(
          `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
        )) as { table_name: string }[];
        for (const table of removedTables) expect(tables.map((row) => row.table_name)).not.toContain(table);
        expect(tables).toHaveLength(answerTables.length + 1 + ownedTables.length);

        await as(
          'authenticated',
          anna,
          `INSERT INTO review_cards (card_id, due, stability, difficulty, elapsed_days, scheduled_days,
             learning_steps, reps, lapses, state) VALUES ('v1:noun:Tisch:de', now(), 0, 0, 0, 0, 0, 0, 0, 0)`,
        );
        await expect(
          as(
            'authenticated',
            anna,
            `INSERT INTO review_cards (card_id, due, stability, difficulty, elapsed_days, scheduled_days,
               learning_steps, reps, lapses, state) VALUES ('early', '0050-06-01T00:00:00Z', 0, 0, 0, 0, 0, 0, 0, 0)`,
          ),
        ).rejects.toThrow(/review_cards_due_range/);
        await db.exec(`UPDATE review_cards SET updated_at = '2026-01-01T00:00:00Z'`);
        await expect(
          as('authenticated', anna, `UPDATE review_cards SET updated_at = '2030-01-01T00:00:00Z'`),
        ).rejects.toThrow(/permission denied/);
        // The learner's columns may change; updated_at follows by itself.
        const changed = (await as(
          'authenticated',
          anna,
          `UPDATE review_cards SET reps = 1 RETURNING reps, updated_at > '2026-01-02' AS touched`,
        )) as { reps: number; touched: boolean }[];
        expect(changed).toEqual([{ reps: 1, touched: true }]);

        await as(
          'authenticated',
          anna,
          `INSERT INTO answer_reports (set_table, question_num, sentence, answer) VALUES ('t', 1, 's', 'a')`,
        );
        expect(await as('service_role', null, 'SELECT answer FROM answer_reports')).toEqual([
          { answer: 'a' },
        ]);
      } finally {
        await db.close();
      }
    },
    60_000,
  );
});
