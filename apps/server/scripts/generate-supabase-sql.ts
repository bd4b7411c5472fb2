// Generates supabase/schema.sql from the course catalogue: the wire tables, with row-level
// security, for running the web app against a hosted Supabase project.
// Run: npx node apps/server/scripts/generate-supabase-sql.ts   (test/supabase-schema.test.ts
// fails when the committed file is out of date).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerColumns, answerTables, progressTable } from '@grundlagen/content';
import { ownedTables, type OwnedColumn, type OwnedTableDefinition } from '../src/routes/rest/owned-tables.ts';
import {
  maxAnswerLength,
  maxCompletedListLength,
  maxQuestionNum,
  type TableOperation,
} from '../src/routes/rest/tables.ts';

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

const allOperations: readonly TableOperation[] = ['select', 'insert', 'update', 'delete'];

/**
 * Row-level security and grants: the learner's own rows only, nothing for anon. `insertColumns`
 * limits what an insert may write (the others are filled by their defaults).
 */
function policies(
  table: string,
  operations: readonly TableOperation[] = allOperations,
  insertColumns?: readonly string[],
): string {
  const target = `public.${table}`;
  const own = '(select auth.uid()) = user_id';
  const grants = operations.filter((operation) => !(operation === 'insert' && insertColumns));
  const lines = [
    `alter table ${target} enable row level security;`,
    `revoke all on table ${target} from anon, authenticated;`,
    `grant ${grants.join(', ')} on table ${target} to authenticated;`,
  ];
  if (insertColumns && operations.includes('insert')) {
    lines.push(`grant insert (${insertColumns.join(', ')}) on table ${target} to authenticated;`);
  }
  const rules: Record<TableOperation, string> = {
    select: `for select to authenticated using (${own})`,
    insert: `for insert to authenticated with check (${own})`,
    update: `for update to authenticated using (${own}) with check (${own})`,
    delete: `for delete to authenticated using (${own})`,
  };
  for (const operation of allOperations) {
    const name = `"learners ${operation} their own rows"`;
    lines.push(`drop policy if exists ${name} on ${target};`);
    if (operations.includes(operation)) lines.push(`create policy ${name} on ${target} ${rules[operation]};`);
  }
  return lines.join('\n');
}

const sqlType: Record<OwnedColumn['type'], string> = {
  integer: 'integer',
  text: 'text',
  uuid: 'uuid',
  timestamptz: 'timestamptz',
  double: 'double precision',
};

function ownedColumnSql(column: OwnedColumn): string {
  const parts = [`  ${column.name} ${sqlType[column.type]}`];
  if (!column.nullable) parts.push('not null');
  if (column.sqlDefault) parts.push(`default ${column.sqlDefault}`);
  if (column.type === 'text' && column.max !== undefined) {
    parts.push(`check (char_length(${column.name}) <= ${column.max})`);
  } else if (column.min !== undefined && column.max !== undefined) {
    parts.push(`check (${column.name} between ${column.min} and ${column.max})`);
  } else if (column.min !== undefined) {
    parts.push(`check (${column.name} >= ${column.min})`);
  } else if (column.max !== undefined) {
    parts.push(`check (${column.name} <= ${column.max})`);
  }
  return `${parts.join(' ')},`;
}

/**
 * The per-learner row limit of the tables that grow (migration 006): checked after each insert
 * statement under a lock per learner and table; past it PostgREST answers 409 (SQLSTATE PT409).
 */
const rowLimitFunction = `-- The most rows one learner keeps in a table that grows with use (its trigger names the number).
create or replace function public.learner_row_limit() returns trigger
language plpgsql set search_path = '' as $$
declare
  row_limit bigint := tg_argv[0]::bigint;
  learner uuid;
  kept bigint;
begin
  for learner in select distinct user_id from inserted loop
    perform pg_advisory_xact_lock(hashtext(tg_table_name), hashtext(learner::text));
    execute format('select count(*) from (select 1 from %I.%I where user_id = $1 limit $2) as kept',
                   tg_table_schema, tg_table_name)
      into kept using learner, row_limit + 1;
    if kept > row_limit then
      raise exception using
        errcode = 'PT409',
        message = format('%s keeps at most %s rows per learner', tg_table_name, row_limit),
        hint = 'The limit of this table is reached; nothing of this request was stored.';
    end if;
  end loop;
  return null;
end
$$;
`;

function rowLimitTrigger(definition: OwnedTableDefinition): string {
  if (definition.maxRowsPerLearner === undefined) return '';
  const name = `${definition.name}_row_limit`;
  return (
    `drop trigger if exists ${name} on public.${definition.name};\n` +
    `create trigger ${name} after insert on public.${definition.name}\n` +
    `  referencing new table as inserted for each statement execute function public.learner_row_limit(${definition.maxRowsPerLearner});\n`
  );
}

/** An owned table (src/routes/rest/owned-tables.ts) as the bundled server's migration makes it. */
function ownedTableSql(definition: OwnedTableDefinition): string {
  const lines = [
    ...definition.columns.map(ownedColumnSql),
    '  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,',
    `  primary key (user_id, ${definition.key.join(', ')})`,
  ];
  const writable = definition.columns.some((column) => column.readOnly)
    ? definition.columns.filter((column) => !column.readOnly).map((column) => column.name)
    : undefined;
  return `create table if not exists public.${definition.name} (\n${lines.join('\n')}\n);\n${policies(
    definition.name,
    definition.operations,
    writable,
  )}\n${rowLimitTrigger(definition)}`;
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
    rowLimitFunction,
    ...ownedTables.map((definition) => `-- ${definition.description}\n${ownedTableSql(definition)}`),
  ];
  return `${sections.join('\n')}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(schemaPath, generateSupabaseSql());
  console.log(
    `Wrote ${join('supabase', 'schema.sql')} (${answerTables.length + 1 + ownedTables.length} tables).`,
  );
}
