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
import { STORED_ANSWER_MAX_LENGTH } from './course-tables.ts';
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
  /**
   * Text without control characters (json-checks.ts `controlCharacter`: line breaks, escape
   * sequences, direction marks), for text printed to a terminal as it is: 400 `23514` otherwise.
   */
  readonly singleLine?: boolean;
  /**
   * Added by a later migration (ALTER TABLE … ADD COLUMN): supabase/schema.sql adds it to a table
   * an earlier version of the file created.
   */
  readonly addedLater?: boolean;
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
  /**
   * For a table that grows with use: the most rows one learner keeps (a trigger of the
   * migration and of supabase/schema.sql; an insert past it is 409 `PT409`).
   */
  readonly maxRowsPerLearner?: number;
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
    // Printed to course authors' terminals by `npm run reports`: one line each.
    { name: 'set_table', type: 'text', max: 100, singleLine: true },
    { name: 'question_num', type: 'integer', min: 1, max: 10_000 },
    // Which blank of a fill-in row (1…6); null for a translation sentence.
    { name: 'blank', type: 'integer', min: 1, max: 6, nullable: true },
    { name: 'sentence', type: 'text', max: STORED_ANSWER_MAX_LENGTH, singleLine: true },
    { name: 'answer', type: 'text', max: STORED_ANSWER_MAX_LENGTH, singleLine: true },
    { name: 'created_at', type: 'timestamptz', sqlDefault: 'now()', readOnly: true },
  ],
  key: ['id'],
  order: ['created_at', 'id'],
  operations: ['select', 'insert'],
  maxRowsPerLearner: 1_000,
};

/** Longest id of a review card (`t:4npa:review/whole_table:0-3-2`). */
const maxCardIdLength = 200;
/** A stored answer check (core's AnswerCheck as JSON): a translation's segments can be long. */
const maxAnswerCheckLength = 20_000;
/** FSRS counts and days: far beyond any real card, small enough for an integer column. */
const maxCount = 1_000_000;

/**
 * Spaced review (issue 25): each review card's FSRS state (ts-fsrs's Card). The web app creates
 * a learner's cards on their first visit after passing a test and upserts a card after each
 * answer; learners never delete one.
 */
export const reviewCards: OwnedTableDefinition = {
  name: 'review_cards',
  description: 'Spaced review: the FSRS state of each review card a learner has earned (issue 25).',
  columns: [
    { name: 'card_id', type: 'text', max: maxCardIdLength },
    { name: 'due', type: 'timestamptz' },
    { name: 'stability', type: 'double', min: 0, max: 1e9 },
    { name: 'difficulty', type: 'double', min: 0, max: 100 },
    { name: 'elapsed_days', type: 'integer', min: 0, max: maxCount },
    { name: 'scheduled_days', type: 'integer', min: 0, max: maxCount },
    { name: 'learning_steps', type: 'integer', min: 0, max: maxCount },
    { name: 'reps', type: 'integer', min: 0, max: maxCount },
    { name: 'lapses', type: 'integer', min: 0, max: maxCount },
    // ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning.
    { name: 'state', type: 'integer', min: 0, max: 3 },
    { name: 'last_review', type: 'timestamptz', nullable: true },
    { name: 'updated_at', type: 'timestamptz', sqlDefault: 'now()', readOnly: true },
  ],
  key: ['card_id'],
  order: ['card_id'],
  operations: ['select', 'insert', 'update'],
  touchedAt: 'updated_at',
};

/**
 * Every review answer with its rating (1 Again, 2 Hard, 3 Good) and the state it led to. The id
 * is made in the browser, so an answer sent again after a lost connection is kept once (an
 * upsert of the same row).
 */
export const reviewLog: OwnedTableDefinition = {
  name: 'review_log',
  description: 'Spaced review: every review answer, its rating and the next due date (issue 25).',
  columns: [
    { name: 'id', type: 'uuid' },
    { name: 'card_id', type: 'text', max: maxCardIdLength },
    { name: 'rating', type: 'integer', min: 1, max: 4 },
    { name: 'answer', type: 'text', max: STORED_ANSWER_MAX_LENGTH },
    { name: 'reviewed_at', type: 'timestamptz' },
    { name: 'next_due', type: 'timestamptz' },
    { name: 'stability', type: 'double', min: 0, max: 1e9 },
    { name: 'difficulty', type: 'double', min: 0, max: 100 },
  ],
  key: ['id'],
  order: ['reviewed_at', 'id'],
  operations: ['select', 'insert', 'update'],
  // A review a minute, eight hours a day, for more than three months.
  maxRowsPerLearner: 50_000,
};

/** The longest explanation a mistake keeps (one or two sentences; migration 009). */
export const maxExplanationLength = 500;

/**
 * My mistakes (issue 25): every checked wrong answer on a drill, an exercise or a test, with
 * what was asked, how it is checked, and when a later right answer fixed it.
 */
export const mistakes: OwnedTableDefinition = {
  name: 'mistakes',
  description: 'My mistakes: checked wrong answers on drills, exercises and tests (issue 25).',
  columns: [
    { name: 'id', type: 'uuid' },
    // The page's progress code (`1dsp`, `1nv`).
    { name: 'set_code', type: 'text', max: 20 },
    // The question on that page: `3-0` (question 3, first blank) or a review card's id.
    { name: 'question_key', type: 'text', max: maxCardIdLength },
    { name: 'question_num', type: 'integer', min: 1, max: 10_000, nullable: true },
    { name: 'prompt', type: 'text', max: STORED_ANSWER_MAX_LENGTH },
    { name: 'answer', type: 'text', max: STORED_ANSWER_MAX_LENGTH },
    { name: 'answer_check', type: 'text', max: maxAnswerCheckLength },
    { name: 'made_at', type: 'timestamptz' },
    { name: 'fixed_at', type: 'timestamptz', nullable: true },
    // Why the answer was wrong, as the learner saw it (migration 009); null when the course could not say.
    { name: 'explanation', type: 'text', max: maxExplanationLength, nullable: true, addedLater: true },
  ],
  key: ['id'],
  order: ['made_at', 'id'],
  operations: ['select', 'insert', 'update'],
  // Several times the course's questions.
  maxRowsPerLearner: 10_000,
};

/** Every owned table, in the order supabase/schema.sql lists them. */
export const ownedTables: readonly OwnedTableDefinition[] = [answerReports, reviewCards, reviewLog, mistakes];
