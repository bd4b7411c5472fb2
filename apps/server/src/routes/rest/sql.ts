// SQL for the /rest/v1 tables. Identifiers come only from the table specs in tables.ts
// (constants); every value the request carries travels as a bind parameter.
import type { Filter, OrderTerm } from './query.ts';
import { useDefault, type WriteSet } from './rows.ts';
import type { TableSpec, WireColumn } from './tables.ts';
import type { BatchBuilder, PendingWrite } from './write-batcher.ts';

/** A statement and its parameters. */
export interface Statement {
  readonly text: string;
  readonly params: readonly unknown[];
}

/** Collects bind parameters and hands out their `$n` placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const comparison: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** The rows a learner owns in this table: `user_id = $1 [AND set_table = $2]`. */
function scope(table: TableSpec, userId: string, params: Params): string {
  const owner = `user_id = ${params.add(userId)}`;
  return table.setTable === undefined ? owner : `${owner} AND set_table = ${params.add(table.setTable)}`;
}

function filterSql(filter: Filter, params: Params): string {
  const column = filter.column.physical;
  let condition: string;
  if (filter.operator === 'is') {
    condition = `${column} IS ${filter.isNull ? '' : 'NOT '}NULL`;
  } else if (filter.operator === 'in') {
    condition =
      filter.values.length === 0
        ? 'false'
        : `${column} IN (${filter.values.map((value) => params.add(value)).join(', ')})`;
  } else {
    condition = `${column} ${comparison[filter.operator]} ${params.add(filter.values[0])}`;
  }
  return filter.negated ? `NOT (${condition})` : condition;
}

function whereSql(table: TableSpec, userId: string, filters: readonly Filter[], params: Params): string {
  return [scope(table, userId, params), ...filters.map((filter) => filterSql(filter, params))].join(' AND ');
}

/** `question_num AS "questionNum", …`: rows come back under their wire names. */
function returningList(columns: readonly WireColumn[]): string {
  return columns.map((column) => `${column.physical} AS "${column.name}"`).join(', ');
}

function orderSql(table: TableSpec, order: readonly OrderTerm[]): string {
  if (order.length === 0) return table.orderSql;
  return order
    .map(
      (term) =>
        `${term.column.physical} ${term.descending ? 'DESC' : 'ASC'}${term.nulls ? ` NULLS ${term.nulls.toUpperCase()}` : ''}`,
    )
    .join(', ');
}

/** The table's own assignment on every update (`updated_at = now()`), if it has one. */
function touch(table: TableSpec): string[] {
  return table.touchSql === undefined ? [] : [table.touchSql];
}

/**
 * Most rows one response holds, as PostgREST's `max-rows` (Supabase's default is 1,000): a
 * read without `limit` (or with a larger one) gets the first 1,000, and Content-Range says
 * how many there are.
 */
export const maxRowsPerResponse = 1000;
/**
 * Most bytes of stored text one response's rows may hold (measured by the database as it reads
 * them, without decompressing): rows past it are left for the next range, so a response holds
 * at most this plus one row (each row is bounded by its columns' limits). Its JSON is about as
 * large, and never more than six times (a control character is six bytes in JSON); the body is
 * written row by row, so no response is held whole as one string. 1,000 rows of the course's
 * usual size fit.
 */
export const maxResponseTextBytes = 2 * 1024 * 1024;

/** A row's size in bytes, roughly: its stored text, a fixed amount for the rest. */
function rowSizeSql(columns: readonly WireColumn[], alias: string): string {
  const fixed = columns.reduce(
    (sum, column) => sum + column.name.length + 4 + (column.type === 'text' ? 0 : 40),
    2,
  );
  const texts = columns
    .filter((column) => column.type === 'text')
    .map((column) => `coalesce(octet_length(${alias}."${column.name}"), 0)`);
  return `(${[String(fixed), ...texts].join(' + ')})`;
}

/**
 * Bounds the rows of `source` (which yields the columns under their wire names and `__n`, their
 * order): rows in `__n` order while their text stays within maxResponseTextBytes (always the first),
 * and at most `cap` of them. Each row also carries `__rows`, how many rows `source` yielded.
 */
function boundedRows(
  source: string,
  columns: readonly WireColumn[],
  params: Params,
  cap: number | undefined,
): string {
  const names = columns.map((column) => `sized."${column.name}"`).join(', ');
  const size = rowSizeSql(columns, 'src');
  return (
    `SELECT ${names ? `${names}, ` : ''}sized.__rows FROM (SELECT measured.*, ` +
    `sum(measured.__size) OVER (ORDER BY measured.__n ROWS UNBOUNDED PRECEDING) AS __upto, count(*) OVER () AS __rows ` +
    `FROM (SELECT src.*, ${size} AS __size FROM (${source}) AS src) AS measured) AS sized ` +
    `WHERE sized.__upto - sized.__size < ${params.add(maxResponseTextBytes)}` +
    `${cap === undefined ? '' : ` AND sized.__n <= ${params.add(cap)}`} ORDER BY sized.__n`
  );
}

/**
 * SELECT of a learner's rows: at most `limit` (and maxRowsPerResponse) from `offset`, cut
 * where their text would pass maxResponseTextBytes. Rows carry `__rows`, how many the range had
 * before that cut.
 *
 * @example selectStatement(table, userId, { select, filters, order: [], limit: 1000, offset: 0 })
 */
export function selectStatement(
  table: TableSpec,
  userId: string,
  query: {
    select: readonly WireColumn[];
    filters: readonly Filter[];
    order: readonly OrderTerm[];
    limit: number;
    offset: number;
  },
): Statement {
  const params = new Params();
  const source =
    `SELECT ${returningList(query.select) || '1'}, row_number() OVER (ORDER BY ${orderSql(table, query.order)}) AS __n ` +
    `FROM ${table.physicalTable} WHERE ${whereSql(table, userId, query.filters, params)} ORDER BY __n` +
    ` LIMIT ${params.add(Math.min(query.limit, maxRowsPerResponse))} OFFSET ${params.add(query.offset)}`;
  return { text: boundedRows(source, query.select, params, undefined), params: params.values };
}

/**
 * An UPDATE or DELETE … RETURNING whose returned rows are bounded as a read's are (the first
 * maxRowsPerResponse, within maxResponseTextBytes); every matching row is still changed. Rows carry
 * `__rows`, how many were changed.
 */
export function boundedReturning(statement: Statement, returning: readonly WireColumn[]): Statement {
  const params = new Params();
  params.values.push(...statement.params);
  const source = 'SELECT changed.*, row_number() OVER () AS __n FROM changed';
  return {
    text: `WITH changed AS (${statement.text}) ${boundedRows(source, returning, params, maxRowsPerResponse)}`,
    params: params.values,
  };
}

/** COUNT of a learner's rows matching the filters (for `Prefer: count=exact` with limit/offset). */
export function countStatement(table: TableSpec, userId: string, filters: readonly Filter[]): Statement {
  const params = new Params();
  return {
    text: `SELECT count(*)::int AS total FROM ${table.physicalTable} WHERE ${whereSql(table, userId, filters, params)}`,
    params: params.values,
  };
}

/**
 * INSERT of validated rows, optionally as an upsert on the table's primary key.
 *
 * @example insertStatement(table, userId, writeSet, 'merge-duplicates', select)
 */
export function insertStatement(
  table: TableSpec,
  userId: string,
  writeSet: WriteSet,
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined,
  returning: readonly WireColumn[] | undefined,
): Statement {
  const params = new Params();
  const owner = params.add(userId);
  const setTable = table.setTable === undefined ? undefined : params.add(table.setTable);
  const targetColumns = [
    'user_id',
    ...(setTable ? ['set_table'] : []),
    ...writeSet.columns.map((c) => c.physical),
  ];
  const tuples = writeSet.rows.map((row) => {
    const values = row.map((value) => (value === useDefault ? 'DEFAULT' : params.add(value)));
    return `(${[owner, ...(setTable ? [setTable] : []), ...values].join(', ')})`;
  });

  let text = `INSERT INTO ${table.physicalTable} (${targetColumns.join(', ')}) VALUES ${tuples.join(', ')}`;
  if (resolution === 'ignore-duplicates') {
    text += ` ON CONFLICT (${table.conflictSql}) DO NOTHING`;
  } else if (resolution === 'merge-duplicates') {
    // Only the payload's columns change on conflict; the others keep their stored values.
    const updates = writeSet.columns.map((column) => `${column.physical} = EXCLUDED.${column.physical}`);
    text += ` ON CONFLICT (${table.conflictSql}) DO UPDATE SET ${[...updates, ...touch(table)].join(', ')}`;
  }
  if (returning) text += ` RETURNING ${returningList(returning) || '1'}`;
  return { text, params: params.values };
}

/** UPDATE of the learner's rows matching the filters. */
export function updateStatement(
  table: TableSpec,
  userId: string,
  writeSet: WriteSet,
  filters: readonly Filter[],
  returning: readonly WireColumn[] | undefined,
): Statement {
  const params = new Params();
  const values = writeSet.rows[0] ?? [];
  const assignments = writeSet.columns.map(
    (column, index) =>
      `${column.physical} = ${values[index] === useDefault ? 'DEFAULT' : params.add(values[index])}`,
  );
  let text = `UPDATE ${table.physicalTable} SET ${[...assignments, ...touch(table)].join(', ')} WHERE ${whereSql(
    table,
    userId,
    filters,
    params,
  )}`;
  if (returning) text += ` RETURNING ${returningList(returning) || '1'}`;
  return { text, params: params.values };
}

/** DELETE of the learner's rows matching the filters. */
export function deleteStatement(
  table: TableSpec,
  userId: string,
  filters: readonly Filter[],
  returning: readonly WireColumn[] | undefined,
): Statement {
  const params = new Params();
  let text = `DELETE FROM ${table.physicalTable} WHERE ${whereSql(table, userId, filters, params)}`;
  if (returning) text += ` RETURNING ${returningList(returning) || '1'}`;
  return { text, params: params.values };
}

const sqlTypes = {
  integer: 'integer',
  text: 'text',
  uuid: 'uuid',
  timestamptz: 'timestamptz',
  double: 'double precision',
} as const;

/**
 * `unnest($1::uuid[], $2::text[], …)` and its parameters: one array a column, holding that
 * column's value of every write. The statement's text is the same for any number of writes, and
 * a batch of 100 saves parses and binds 4 parameters instead of 400 (about a quarter faster on
 * PGlite, and steadier).
 */
function unnestSource(types: readonly string[], writes: readonly PendingWrite[]): Statement {
  const params = new Params();
  const arrays = types.map(
    (type, index) => `${params.add(writes.map((write) => write.params[index]))}::${type}[]`,
  );
  return { text: `unnest(${arrays.join(', ')})`, params: params.values };
}

/**
 * The statement for a batch of single-row upserts of one shape. Each write's parameters are
 * `[userId, setTable?, ...values of columns]`; rows come back with `__key`. Only for tables
 * with a `keySql` (answers and completed).
 */
export function batchedUpsertBuilder(
  table: TableSpec,
  columns: readonly WireColumn[],
  returning: readonly WireColumn[] | undefined,
): BatchBuilder {
  if (table.keySql === undefined) throw new Error(`${table.name} has no row key for batched writes`);
  const targets = [
    'user_id',
    ...(table.setTable === undefined ? [] : ['set_table']),
    ...columns.map((c) => c.physical),
  ];
  const types = [
    'uuid',
    ...(table.setTable === undefined ? [] : ['text']),
    ...columns.map((column) => sqlTypes[column.type]),
  ];
  const updates = [
    ...columns.map((column) => `${column.physical} = EXCLUDED.${column.physical}`),
    ...touch(table),
  ];
  const tail =
    ` ON CONFLICT (${table.conflictSql}) DO UPDATE SET ${updates.join(', ')}` +
    ` RETURNING ${table.keySql} AS "__key"${returning ? `, ${returningList(returning)}` : ''}`;
  // A write alone (the usual case below full load) takes the plain statement, half the work.
  const single = `INSERT INTO ${table.physicalTable} (${targets.join(', ')}) VALUES (${targets.map((_, index) => `$${index + 1}`).join(', ')})${tail}`;
  return (writes) => {
    if (writes.length === 1) return { text: single, params: writes[0]?.params ?? [] };
    const source = unnestSource(types, writes);
    return {
      text: `INSERT INTO ${table.physicalTable} (${targets.join(', ')}) SELECT * FROM ${source.text}${tail}`,
      params: source.params,
    };
  };
}

/**
 * The statement for a batch of `PATCH ?questionNum=eq.N` updates of one shape (answers
 * tables). Each write's parameters are `[userId, setTable, questionNum, ...values]`.
 */
export function batchedUpdateBuilder(
  table: TableSpec,
  columns: readonly WireColumn[],
  returning: readonly WireColumn[] | undefined,
): BatchBuilder {
  if (table.keySql === undefined) throw new Error(`${table.name} has no row key for batched writes`);
  const types = ['uuid', 'text', 'integer', ...columns.map((column) => sqlTypes[column.type])];
  const names = ['k_user', 'k_set', 'k_question', ...columns.map((_, index) => `p${index}`)];
  const assignments = [
    ...columns.map((column, index) => `${column.physical} = v.p${index}`),
    ...touch(table),
  ];
  const tail =
    ` WHERE t.user_id = v.k_user AND t.set_table = v.k_set AND t.question_num = v.k_question` +
    ` RETURNING ${table.keySql} AS "__key"${returning ? `, ${returningList(returning)}` : ''}`;
  const single =
    `UPDATE ${table.physicalTable} AS t SET ${columns.map((column, index) => `${column.physical} = $${index + 4}`).join(', ')}` +
    `${touch(table)
      .map((assignment) => `, ${assignment}`)
      .join('')}` +
    ` WHERE t.user_id = $1 AND t.set_table = $2 AND t.question_num = $3` +
    ` RETURNING ${table.keySql} AS "__key"${returning ? `, ${returningList(returning)}` : ''}`;
  return (writes) => {
    if (writes.length === 1) return { text: single, params: writes[0]?.params ?? [] };
    const source = unnestSource(types, writes);
    return {
      text:
        `UPDATE ${table.physicalTable} AS t SET ${assignments.join(', ')} ` +
        `FROM ${source.text} AS v(${names.join(', ')})${tail}`,
      params: source.params,
    };
  };
}
