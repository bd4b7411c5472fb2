// Generated from the catalogue (scripts/generate-table-list.ts): the server does not load the course.
import {
  answerColumns,
  answerTables,
  progressColumns,
  progressTable,
  STORED_ANSWER_MAX_LENGTH,
} from './course-tables.ts';
import { ownedTables, type OwnedTableDefinition } from './owned-tables.ts';

/**
 * Wire column types; values are checked against them before any SQL runs. JSON carries
 * `integer` and `double` as numbers, the others as strings (`timestamptz` as ISO 8601).
 */
export type ColumnType = 'integer' | 'text' | 'uuid' | 'timestamptz' | 'double';

/** What a learner may do on a table, as the grants and row-level policies on Supabase allow. */
export type TableOperation = 'select' | 'insert' | 'update' | 'delete';

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
  /** The database fills it when an insert leaves it out (a `DEFAULT` in the migration). */
  readonly hasDefault?: boolean;
  /** Readable, never written by a learner: the database fills it (an id, a creation time). */
  readonly readOnly?: boolean;
  /** Text without control characters (owned-tables.ts `singleLine`). */
  readonly singleLine?: boolean;
}

/** A wire table and its physical storage. */
export interface TableSpec {
  readonly name: string;
  /** The physical table; a constant, so it can be written into SQL. */
  readonly physicalTable: string;
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
  /**
   * SQL for a stored row's key, as `rowKey` spells it: `user/set/question`, or `user` for
   * completed. Only tables that have one write single-row saves through the batcher.
   */
  readonly keySql: string | undefined;
  /** SQL run on every update of a row (`updated_at = now()`), or undefined. */
  readonly touchSql: string | undefined;
  /** What a learner may do; anything else is 403 `42501`, as a missing grant is on Supabase. */
  readonly operations: ReadonlySet<TableOperation>;
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

/** Longest text a learner's answer may hold (docs/product/backend-contract.md "Limits"). */
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

/** SQL identifiers of owned tables: plain lower-case names, so they need no quoting. */
const identifier = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The spec of a table stored as itself (owned-tables.ts): wire names are its physical names,
 * every row belongs to `user_id`, and the primary key is `(user_id, ...key)`, so an upsert can
 * only ever meet the learner's own row.
 */
export function ownedTableSpec(definition: OwnedTableDefinition): TableSpec {
  for (const name of [definition.name, ...definition.columns.map((column) => column.name)]) {
    if (!identifier.test(name) || name === 'user_id')
      throw new Error(`owned table: bad identifier "${name}"`);
  }
  const columns: WireColumn[] = [
    ...definition.columns.map((column): WireColumn => ({
      name: column.name,
      physical: column.name,
      type: column.type,
      ...(column.min === undefined ? {} : { min: column.min }),
      ...(column.max === undefined ? {} : { max: column.max }),
      nullable: column.nullable ?? false,
      hasDefault: column.sqlDefault !== undefined,
      readOnly: column.readOnly ?? false,
      ...(column.singleLine ? { singleLine: true } : {}),
    })),
    ownerColumn,
  ];
  for (const name of [
    ...definition.key,
    ...definition.order,
    ...(definition.touchedAt ? [definition.touchedAt] : []),
  ]) {
    if (!columns.some((column) => column.name === name)) {
      throw new Error(`owned table ${definition.name}: no column "${name}"`);
    }
  }
  return {
    name: definition.name,
    physicalTable: definition.name,
    setTable: undefined,
    columns,
    keyColumns: definition.key,
    conflictTargets: [definition.key],
    conflictSql: ['user_id', ...definition.key].join(', '),
    orderSql: definition.order.join(', '),
    keySql: undefined,
    touchSql: definition.touchedAt === undefined ? undefined : `${definition.touchedAt} = now()`,
    operations: new Set(definition.operations),
  };
}

const everything: ReadonlySet<TableOperation> = new Set(['select', 'insert', 'update', 'delete']);

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
    touchSql: 'updated_at = now()',
    operations: everything,
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
  touchSql: 'updated_at = now()',
  operations: everything,
});
for (const definition of ownedTables) tables.set(definition.name, ownedTableSpec(definition));

/**
 * The wire table of that exact name, or undefined. Names are case-sensitive, as PostgREST's
 * quoted identifiers are.
 *
 * @example findTable('ch1_subj_pronoun')?.physicalTable === 'answers'
 */
export function findTable(name: string): TableSpec | undefined {
  return tables.get(name);
}

/** The wire column of that exact name, or undefined. */
export function findColumn(table: TableSpec, name: string): WireColumn | undefined {
  return table.columns.find((column) => column.name === name);
}
