import { answerColumns, answerTables, progressColumns, progressTable } from '@grundlagen/content';
import { STORED_ANSWER_MAX_LENGTH } from '@grundlagen/core';

/** Wire column types; values are checked against them before any SQL runs. */
export type ColumnType = 'integer' | 'text' | 'uuid';

/** One column as the client sees it, and where it lives. */
export interface WireColumn {
  /** The exact, case-sensitive wire name (`questionNum`). */
  readonly name: string;
  /** The physical column; a constant, so it can be written into SQL. */
  readonly physical: string;
  readonly type: ColumnType;
  /** Bounds for integers; the length limit for text. */
  readonly min?: number;
  readonly max?: number;
  readonly nullable: boolean;
  /** The learner's id: filled from the token, never from the request. */
  readonly owner?: boolean;
}

/** A wire table and its physical storage. */
export interface TableSpec {
  readonly name: string;
  readonly physicalTable: 'answers' | 'progress';
  /** For the shared answers table: the `set_table` value that scopes rows to this wire table. */
  readonly setTable: string | undefined;
  /** Columns in the order `select=*` returns them (the hosted table's order, supabase/schema.sql). */
  readonly columns: readonly WireColumn[];
  /** The primary key's wire columns besides the owner; the default upsert conflict target. */
  readonly keyColumns: readonly string[];
  /**
   * `on_conflict` column sets accepted (wire names, owner left out). The primary key is
   * always one; `completed` also takes `num`, which the product sends (on hosted Supabase only
   * the primary key works there, see supabase/README.md).
   */
  readonly conflictTargets: readonly (readonly string[])[];
  /** Physical columns of the conflict target, in SQL. */
  readonly conflictSql: string;
  /** The default ordering of reads, in SQL: stable answers for the client. */
  readonly orderSql: string;
  /** SQL for a stored row's key, as `rowKey` spells it: `user/set/question`, or `user` for completed. */
  readonly keySql: string;
}

/**
 * The key of a learner's row, as the table's `keySql` computes it in SQL; writes batched
 * into one statement (write-batcher.ts) are told apart by it.
 *
 * @example rowKey(answersSpec, userId, 5) === `${userId}/ch1_subj_pronoun/5`
 */
export function rowKey(table: TableSpec, userId: string, questionNum: number | undefined): string {
  return table.setTable === undefined ? userId : `${userId}/${table.setTable}/${questionNum}`;
}

/** Longest text a learner's answer may hold (DESIGN §3). */
export const maxAnswerLength = STORED_ANSWER_MAX_LENGTH;
/** The tracker's list holds every progress code of the course, so it may be longer than one answer. */
export const maxCompletedListLength = 20_000;
/** Highest question number a set may use. */
export const maxQuestionNum = 10_000;

const ownerColumn: WireColumn = {
  name: 'user_id',
  physical: 'user_id',
  type: 'uuid',
  nullable: false,
  owner: true,
};

/** Physical names of the answer columns: `userAnswer3` → `user_answer3`. */
function physicalAnswerColumn(name: (typeof answerColumns)[number]): string {
  return name === 'questionNum' ? 'question_num' : name.replace('userAnswer', 'user_answer');
}

const answerWireColumns: readonly WireColumn[] = [
  ...answerColumns.map((name): WireColumn =>
    name === 'questionNum'
      ? { name, physical: 'question_num', type: 'integer', min: 1, max: maxQuestionNum, nullable: false }
      : { name, physical: physicalAnswerColumn(name), type: 'text', max: maxAnswerLength, nullable: true },
  ),
  ownerColumn,
];

const progressWireColumns: readonly WireColumn[] = [
  ownerColumn,
  ...progressColumns.map((name): WireColumn =>
    name === 'num'
      ? { name, physical: 'num', type: 'integer', min: 1, max: maxQuestionNum, nullable: true }
      : { name, physical: 'completed_list', type: 'text', max: maxCompletedListLength, nullable: true },
  ),
];

const tables = new Map<string, TableSpec>();
for (const name of answerTables) {
  tables.set(name, {
    name,
    physicalTable: 'answers',
    setTable: name,
    columns: answerWireColumns,
    keyColumns: ['questionNum'],
    conflictTargets: [['questionNum']],
    conflictSql: 'user_id, set_table, question_num',
    orderSql: 'question_num',
    keySql: "user_id::text || '/' || set_table || '/' || question_num::text",
  });
}
tables.set(progressTable, {
  name: progressTable,
  physicalTable: 'progress',
  setTable: undefined,
  columns: progressWireColumns,
  keyColumns: [],
  conflictTargets: [[], ['num']],
  conflictSql: 'user_id',
  orderSql: 'user_id',
  keySql: 'user_id::text',
});

/**
 * The wire table of that exact name, or undefined. Names are case-sensitive, as PostgREST's
 * quoted identifiers are.
 *
 * @example findTable('ch1_subj_pronoun')?.physicalTable === 'answers'
 */
export function findTable(name: string): TableSpec | undefined {
  return tables.get(name);
}

/** Every wire table served under /rest/v1. */
export function allTables(): readonly TableSpec[] {
  return [...tables.values()];
}

/** The wire column of that exact name, or undefined. */
export function findColumn(table: TableSpec, name: string): WireColumn | undefined {
  return table.columns.find((column) => column.name === name);
}
