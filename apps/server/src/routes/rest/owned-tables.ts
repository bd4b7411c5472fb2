// Wire tables stored as physical tables of their own, each row owned by one learner.
//
// To add one (say an FSRS review table):
// 1. Write a migration `src/migrations/NNN.do.<name>.sql` that creates the table with exactly
//    these columns and types (`double` is `double precision`), `user_id uuid NOT NULL
//    REFERENCES users (id) ON DELETE CASCADE`, and `PRIMARY KEY (user_id, <key>)`. Migrations
//    are never edited once committed; a change is a new migration.
// 2. Add its definition below. /rest/v1/<name> then serves it: select with filters and order,
//    insert (and upsert on the key, when `update` is allowed), update and delete with a filter,
//    each limited to `operations` and to the learner's own rows; values are checked against the
//    column's type and bounds before any SQL runs (4xx otherwise).
// 3. Regenerate supabase/schema.sql (`npx node apps/server/scripts/generate-supabase-sql.ts`):
//    the same table with row-level security for hosted Supabase.
// test/answer-reports.test.ts checks every definition against the migrated database on PGlite
// and PostgreSQL, so a migration and its definition cannot drift apart.
import { STORED_ANSWER_MAX_LENGTH } from '@grundlagen/core';
import type { ColumnType, TableOperation } from './tables.ts';

/** One column of an owned table; its wire name is its physical name. */
export interface OwnedColumn {
  /** Lower-case SQL identifier (`question_num`). */
  readonly name: string;
  readonly type: ColumnType;
  /** Whether NULL may be stored (default: no). */
  readonly nullable?: boolean;
  /** Bounds for numbers; the length limit for text. */
  readonly min?: number;
  readonly max?: number;
  /** The SQL default the migration gives the column; a column with one may be left out of an insert. */
  readonly sqlDefault?: 'now()' | 'gen_random_uuid()';
  /** Learners never write it (the default fills it): 403, as a missing column grant on Supabase. */
  readonly readOnly?: boolean;
}

/** A wire table stored as itself. */
export interface OwnedTableDefinition {
  /** Wire and physical name (a lower-case SQL identifier). */
  readonly name: string;
  /** Every column but the owner (`user_id`, added by the server). */
  readonly columns: readonly OwnedColumn[];
  /** The primary key after `user_id`: the upsert conflict target. */
  readonly key: readonly string[];
  /** The default order of reads (column names, ascending). */
  readonly order: readonly string[];
  /** What a learner may do; the rest is refused (and not granted on Supabase). */
  readonly operations: readonly TableOperation[];
  /** A `timestamptz` column set to now() on every update, if any. */
  readonly touchedAt?: string;
  /** One line for supabase/schema.sql. */
  readonly description: string;
}

/**
 * "My answer should count" reports (issue 12): a learner's rejected answer, for course authors
 * (`npm run reports`). Learners add and read their own; they never change or remove one.
 */
export const answerReports: OwnedTableDefinition = {
  name: 'answer_reports',
  description: 'Answers learners report as wrongly rejected ("My answer should count").',
  columns: [
    { name: 'id', type: 'uuid', sqlDefault: 'gen_random_uuid()', readOnly: true },
    { name: 'set_table', type: 'text', max: 100 },
    { name: 'question_num', type: 'integer', min: 1, max: 10_000 },
    // Which blank of a fill-in row (1…6); null for a translation sentence.
    { name: 'blank', type: 'integer', min: 1, max: 6, nullable: true },
    { name: 'sentence', type: 'text', max: STORED_ANSWER_MAX_LENGTH },
    { name: 'answer', type: 'text', max: STORED_ANSWER_MAX_LENGTH },
    { name: 'created_at', type: 'timestamptz', sqlDefault: 'now()', readOnly: true },
  ],
  key: ['id'],
  order: ['created_at', 'id'],
  operations: ['select', 'insert'],
};

/** Every owned table, in the order supabase/schema.sql lists them. */
export const ownedTables: readonly OwnedTableDefinition[] = [answerReports];
