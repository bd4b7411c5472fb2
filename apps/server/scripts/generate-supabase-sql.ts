// Generates supabase/schema.sql from the course catalogue: the wire tables, with row-level
// security, for running the web app against a hosted Supabase project.
// Run: npx node apps/server/scripts/generate-supabase-sql.ts   (test/supabase-schema.test.ts
// fails when the committed file is out of date).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerColumns, answerTables, progressTable } from '@grundlagen/content';
import { maxAnswerLength, maxCompletedListLength, maxQuestionNum } from '../src/routes/rest/tables.ts';

/** Where the generated file lives. */
export const schemaPath = resolve(import.meta.dirname, '..', '..', '..', 'supabase', 'schema.sql');

const header = `-- Grundlagen tables for a hosted Supabase project.
--
-- GENERATED from the course catalogue by apps/server/scripts/generate-supabase-sql.ts;
-- do not edit by hand. Apply it once in the SQL editor or with psql (supabase/README.md).
-- Re-running it is safe: tables are created when missing and policies are replaced.
--
-- Every table is the learner's own: user_id defaults to auth.uid(), and row-level security
-- lets each learner select, insert, update and delete only rows where user_id = auth.uid().
-- The anon role gets no access at all. The checks mirror the bundled server's limits.
`;

/** Row-level security and grants: the learner's own rows only, nothing for anon. */
function policies(table: string): string {
  const target = `public.${table}`;
  const own = '(select auth.uid()) = user_id';
  return [
    `alter table ${target} enable row level security;`,
    `revoke all on table ${target} from anon;`,
    `grant select, insert, update, delete on table ${target} to authenticated;`,
    `drop policy if exists "learners select their own rows" on ${target};`,
    `create policy "learners select their own rows" on ${target} for select to authenticated using (${own});`,
    `drop policy if exists "learners insert their own rows" on ${target};`,
    `create policy "learners insert their own rows" on ${target} for insert to authenticated with check (${own});`,
    `drop policy if exists "learners update their own rows" on ${target};`,
    `create policy "learners update their own rows" on ${target} for update to authenticated using (${own}) with check (${own});`,
    `drop policy if exists "learners delete their own rows" on ${target};`,
    `create policy "learners delete their own rows" on ${target} for delete to authenticated using (${own});`,
  ].join('\n');
}

function answersTable(table: string): string {
  const textColumns = answerColumns.filter((column) => column !== 'questionNum');
  const lines = [
    `  "questionNum" integer not null check ("questionNum" between 1 and ${maxQuestionNum}),`,
    ...textColumns.map(
      (column) => `  "${column}" text default '' check (char_length("${column}") <= ${maxAnswerLength}),`,
    ),
    '  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,',
    '  primary key (user_id, "questionNum")',
  ];
  return `create table if not exists public.${table} (\n${lines.join('\n')}\n);\n${policies(table)}\n`;
}

function progressTableSql(): string {
  const lines = [
    '  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,',
    '  num integer default 1,',
    `  completed_list text check (char_length(completed_list) <= ${maxCompletedListLength})`,
  ];
  return `create table if not exists public.${progressTable} (\n${lines.join('\n')}\n);\n${policies(progressTable)}\n`;
}

/**
 * The SQL of supabase/schema.sql.
 *
 * @example writeFileSync(schemaPath, generateSupabaseSql());
 */
export function generateSupabaseSql(): string {
  const sections = [
    header,
    `-- The progress tracker: one row per learner.\n${progressTableSql()}`,
    ...answerTables.map((table) => `-- Answers of ${table}.\n${answersTable(table)}`),
  ];
  return `${sections.join('\n')}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(schemaPath, generateSupabaseSql());
  console.log(`Wrote ${join('supabase', 'schema.sql')} (${answerTables.length + 1} tables).`);
}
