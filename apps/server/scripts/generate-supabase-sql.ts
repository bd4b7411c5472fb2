// Generates supabase/schema.sql from the course catalogue: the wire tables, with row-level
// security, for running the web app against a hosted Supabase project.
// Run: npx node apps/server/scripts/generate-supabase-sql.ts   (test/supabase-schema.test.ts
// fails when the committed file is out of date).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerColumns, answerTables, progressTable } from '@grundlagen/content';
import { ownedTables, type OwnedColumn, type OwnedTableDefinition } from '../src/routes/rest/owned-tables.ts';
import { timestampRange } from '../src/routes/rest/query.ts';
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
 * Row-level security and grants: the learner's own rows only, nothing for anon. `writable`,
 * when given, limits what an insert or update may write (the others are filled by the database).
 */
function policies(
  table: string,
  operations: readonly TableOperation[] = allOperations,
  writable?: readonly string[],
): string {
  const target = `public.${table}`;
  const own = '(select auth.uid()) = user_id';
  const byColumn = (operation: TableOperation) =>
    writable !== undefined && (operation === 'insert' || operation === 'update');
  const grants = operations.filter((operation) => !byColumn(operation));
  const lines = [
    `alter table ${target} enable row level security;`,
    // Also takes back every column grant of an earlier run.
    `revoke all on table ${target} from anon, authenticated;`,
    `grant ${grants.join(', ')} on table ${target} to authenticated;`,
  ];
  for (const operation of operations.filter(byColumn)) {
    lines.push(`grant ${operation} (${(writable ?? []).join(', ')}) on table ${target} to authenticated;`);
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
 * The per-learner row limit of the tables that grow: checked after each insert statement under
 * a lock per learner and table; past it PostgREST answers 409 (SQLSTATE PT409). The function's
 * body is the bundled server's own, read from migration 006, so the two cannot drift apart.
 */
function rowLimitFunction(): string {
  const migration = readFileSync(
    join(import.meta.dirname, '..', 'src', 'migrations', '006.do.learner-limits.sql'),
    'utf8',
  );
  const body =
    /CREATE FUNCTION learner_row_limit\(\) RETURNS trigger LANGUAGE plpgsql AS \$\$([\s\S]*?)\$\$;/.exec(
      migration,
    )?.[1];
  if (body === undefined) throw new Error('migration 006 no longer defines learner_row_limit()');
  return (
    '-- The most rows one learner keeps in a table that grows with use (its trigger names the number).\n' +
    'create or replace function public.learner_row_limit() returns trigger\n' +
    `language plpgsql set search_path = '' as $$${body}$$;\n`
  );
}

/** Sets a table's `touchedAt` column on every update, as the bundled server does. */
const touchFunction = `-- Sets updated_at on every update of a row (learners may not write it).
create or replace function public.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;
`;

function touchTrigger(definition: OwnedTableDefinition): string {
  if (definition.touchedAt === undefined) return '';
  if (definition.touchedAt !== 'updated_at') {
    throw new Error(`${definition.name}: touch_updated_at sets updated_at only`);
  }
  const name = `${definition.name}_touch_updated_at`;
  return (
    `drop trigger if exists ${name} on public.${definition.name};\n` +
    `create trigger ${name} before update on public.${definition.name}\n` +
    `  for each row execute function public.touch_updated_at();\n`
  );
}

/**
 * Tables course authors read with the service role (supabase/README.md): granted explicitly,
 * since projects without Supabase's default grants (the default for new ones) give it nothing.
 */
const readByAuthors = new Set(['answer_reports']);

/**
 * The range of the times learners write (`timestampRange`, migration 007), as named constraints
 * added after the table so that a project made by an earlier version gets them too. NOT VALID:
 * rows stored before are left as they are.
 */
function timestampChecks(definition: OwnedTableDefinition): string {
  return definition.columns
    .filter((column) => column.type === 'timestamptz' && !column.readOnly)
    .map((column) => {
      const name = `${definition.name}_${column.name}_range`;
      const target = `public.${definition.name}`;
      return (
        `alter table ${target} drop constraint if exists ${name};\n` +
        `alter table ${target} add constraint ${name}\n` +
        `  check (${column.name} >= '${timestampRange.from}' and ${column.name} < '${timestampRange.to}') not valid;\n`
      );
    })
    .join('');
}

/**
 * Text printed to authors' terminals as it is (`singleLine` columns: answer_reports) holds no
 * control characters — the bundled server's `controlCharacter` (src/lib/json-checks.ts) as a
 * PostgreSQL regular expression, a named NOT VALID constraint as the timestamp ranges are.
 */
/** Columns a later migration added: a table an earlier schema.sql created gets them too. */
function addedColumns(definition: OwnedTableDefinition): string {
  return definition.columns
    .filter((column) => column.addedLater)
    .map(
      (column) =>
        `alter table public.${definition.name} add column if not exists ${ownedColumnSql(column).trim().replace(/,$/, '')};\n`,
    )
    .join('');
}

function singleLineChecks(definition: OwnedTableDefinition): string {
  const controls = String.raw`[\x01-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]`;
  return definition.columns
    .filter((column) => column.singleLine)
    .map((column) => {
      const name = `${definition.name}_${column.name}_single_line`;
      const target = `public.${definition.name}`;
      return (
        `alter table ${target} drop constraint if exists ${name};\n` +
        `alter table ${target} add constraint ${name} check (${column.name} !~ '${controls}') not valid;\n`
      );
    })
    .join('');
}

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
  return `create table if not exists public.${definition.name} (\n${lines.join('\n')}\n);\n${addedColumns(definition)}${policies(
    definition.name,
    definition.operations,
    writable,
  )}\n${readByAuthors.has(definition.name) ? `grant select on table public.${definition.name} to service_role;\n` : ''}${timestampChecks(definition)}${singleLineChecks(definition)}${rowLimitTrigger(definition)}${touchTrigger(definition)}`;
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
 * Tables an earlier schema.sql created that the catalogue no longer has (chapter 13's drills):
 * dropped, so that a project which applied it keeps no table outside the catalogue.
 */
export const removedTables: readonly string[] = ['ch13_comparatives', 'ch13_reflexive_verbs'];

function removedTablesSql(): string {
  return `-- Tables of earlier versions of this file that the course no longer has.\n${removedTables
    .map((table) => `drop table if exists public.${table};`)
    .join('\n')}\n`;
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
    rowLimitFunction(),
    touchFunction,
    ...ownedTables.map((definition) => `-- ${definition.description}\n${ownedTableSql(definition)}`),
    removedTablesSql(),
  ];
  return `${sections.join('\n')}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(schemaPath, generateSupabaseSql());
  console.log(
    `Wrote ${join('supabase', 'schema.sql')} (${answerTables.length + 1 + ownedTables.length} tables).`,
  );
}
