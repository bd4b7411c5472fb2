// The four operations on a /rest/v1 table, for the learner of the verified token.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../lib/db.ts';
import { RestError } from '../../lib/errors.ts';
import { translateDatabaseError } from './postgrest-db-errors.ts';
import type { Preferences, RestQuery } from './query.ts';
import { contentRange, negotiate, sendRows } from './respond.ts';
import { useDefault, validateInsert, validateUpdate, type WriteSet } from './rows.ts';
import {
  batchedUpdateBuilder,
  batchedUpsertBuilder,
  boundedReturning,
  countStatement,
  deleteStatement,
  insertStatement,
  maxRowsPerResponse,
  selectStatement,
  updateStatement,
  type Statement,
} from './sql.ts';
import { rowKey, type TableSpec, type WireColumn } from './tables.ts';
import type { BatchBuilder, WriteBatcher } from './write-batcher.ts';

/** One request on a table: who asks, what and how. */
export interface RestOperation {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly table: TableSpec;
  /** The learner of the verified token; rows are theirs only. */
  readonly userId: string;
  readonly query: RestQuery;
  readonly prefer: Preferences;
}

/** What the handlers share: the database, and the batcher for single-row saves. */
export interface RestContext {
  readonly db: Database;
  readonly batcher: WriteBatcher;
  readonly builders: Map<string, BatchBuilder>;
}

/** The batch statement builder of a shape, made once per shape. */
function builderFor(context: RestContext, shape: string, make: () => BatchBuilder): BatchBuilder {
  let builder = context.builders.get(shape);
  if (!builder) {
    builder = make();
    // Shapes follow the client's column choices; keep the cache bounded whatever it sends.
    if (context.builders.size >= 500) context.builders.clear();
    context.builders.set(shape, builder);
  }
  return builder;
}

function shapeOf(
  kind: string,
  table: TableSpec,
  columns: readonly WireColumn[],
  returning?: readonly WireColumn[],
) {
  return `${kind}|${table.physicalTable}|${columns.map((c) => c.name).join(',')}|${returning?.map((c) => c.name).join(',') ?? '-'}`;
}

/** Submits a batched write, translating a database error for the caller's table. */
async function submitBatched(
  context: RestContext,
  table: TableSpec,
  write: { shape: string; key: string; params: unknown[] },
  make: () => BatchBuilder,
): Promise<Record<string, unknown>[]> {
  try {
    return await context.batcher.submit(write, builderFor(context, write.shape, make));
  } catch (error) {
    throw translateDatabaseError(error, table);
  }
}

/** A single-row upsert (the save path) goes through the batcher; others run as they are. */
function isBatchableUpsert(
  table: TableSpec,
  writeSet: WriteSet,
  resolution: Preferences['resolution'],
): boolean {
  return (
    table.keySql !== undefined &&
    resolution === 'merge-duplicates' &&
    writeSet.rows.length === 1 &&
    !(writeSet.rows[0] ?? []).some((value) => value === useDefault)
  );
}

async function run(db: Database, statement: Statement, table: TableSpec): Promise<Record<string, unknown>[]> {
  try {
    const { rows } = await db.query<Record<string, unknown>>(statement.text, statement.params);
    return rows;
  } catch (error) {
    throw translateDatabaseError(error, table);
  }
}

/** Refuses an update or delete without a filter, as pg-safeupdate does on Supabase. */
function requireFilter(query: RestQuery, verb: 'UPDATE' | 'DELETE'): void {
  if (query.filters.length === 0) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
}

/** Checks `on_conflict` against the conflict targets the table has. */
function checkConflictTarget(table: TableSpec, query: RestQuery): void {
  if (!query.onConflict) return;
  const names = query.onConflict
    .filter((column) => !column.owner)
    .map((column) => column.name)
    .sort()
    .join(',');
  if (!table.conflictTargets.some((target) => [...target].sort().join(',') === names)) {
    throw new RestError(
      400,
      '42P10',
      'there is no unique or exclusion constraint matching the ON CONFLICT specification',
    );
  }
}

/** Upserting two rows with the same key in one statement is PostgreSQL's 21000; say so before trying. */
function checkDistinctKeys(
  table: TableSpec,
  writeRows: readonly (readonly unknown[])[],
  keyIndexes: number[],
): void {
  const seen = new Set<string>();
  for (const row of writeRows) {
    const key = JSON.stringify(keyIndexes.map((index) => row[index]));
    if (seen.has(key)) {
      throw new RestError(
        400,
        '21000',
        'ON CONFLICT DO UPDATE command cannot affect row a second time',
        `Ensure that no rows proposed for insertion within the same command have duplicate constrained values (${table.name}).`,
      );
    }
    seen.add(key);
  }
}

/** Splits bounded rows (sql.ts) into the rows and how many the statement had before the bound. */
function unbound(rows: Record<string, unknown>[]): { rows: Record<string, unknown>[]; before: number } {
  const before = Number(rows[0]?.__rows ?? 0);
  return {
    rows: rows.map((row) => {
      const { __rows: _, ...rest } = row;
      return rest;
    }),
    before,
  };
}

/**
 * The range a read asks for: `limit`/`offset`, else a `Range: 0-24` header (PostgREST's
 * items range; 416 PGRST103 when it ends before it starts).
 */
function requestedRange(request: FastifyRequest, query: RestQuery): { offset: number; limit?: number } {
  const header = request.headers.range;
  let offset: number | undefined;
  let limit: number | undefined;
  if (typeof header === 'string') {
    const match = /^\s*(?:items=)?(\d{1,9})-(\d{0,9})\s*$/.exec(header);
    if (match) {
      offset = Number(match[1]);
      if (match[2] !== '') {
        const last = Number(match[2]);
        if (last < offset) throw new RestError(416, 'PGRST103', 'Requested range not satisfiable');
        limit = last - offset + 1;
      }
    }
  }
  return {
    offset: query.offset ?? offset ?? 0,
    ...((query.limit ?? limit) === undefined ? {} : { limit: query.limit ?? limit }),
  };
}

export async function handleRead(context: RestContext, operation: RestOperation): Promise<FastifyReply> {
  const { request, reply, table, userId, query, prefer } = operation;
  const representation = negotiate(request);
  const range = requestedRange(request, query);
  const limit = Math.min(range.limit ?? maxRowsPerResponse, maxRowsPerResponse);
  const { rows, before } = unbound(
    await run(context.db, selectStatement(table, userId, { ...query, ...range, limit }), table),
  );
  // Cut by the byte bound, or by the row bound where the learner asked for more.
  const cut = rows.length < before || (rows.length === limit && limit < (range.limit ?? Infinity));
  let total: number | undefined;
  if (prefer.count || cut) {
    total =
      !cut && range.limit === undefined && range.offset === 0
        ? rows.length
        : Number((await run(context.db, countStatement(table, userId, query.filters), table))[0]?.total ?? 0);
  }
  reply.header('content-range', contentRange(range.offset, rows.length, total));
  return sendRows(reply, 200, rows, representation);
}

export async function handleInsert(context: RestContext, operation: RestOperation): Promise<FastifyReply> {
  const { request, reply, table, userId, query, prefer } = operation;
  const representation = negotiate(request);
  checkConflictTarget(table, query);
  const resolution = prefer.resolution;
  const writeSet = validateInsert(table, request.body, query.columns, userId, prefer.missingDefault);
  const returning =
    prefer.returnRepresentation || representation.kind === 'object' ? query.select : undefined;

  let rows: Record<string, unknown>[] = [];
  if (isBatchableUpsert(table, writeSet, resolution)) {
    const values = writeSet.rows[0] ?? [];
    const questionIndex = writeSet.columns.findIndex((column) => column.name === 'questionNum');
    const questionNum = questionIndex < 0 ? undefined : (values[questionIndex] as number);
    const shape = shapeOf('upsert', table, writeSet.columns, returning);
    rows = await submitBatched(
      context,
      table,
      {
        shape,
        key: rowKey(table, userId, questionNum),
        params: [userId, ...(table.setTable === undefined ? [] : [table.setTable]), ...values],
      },
      () => batchedUpsertBuilder(table, writeSet.columns, returning),
    );
  } else if (writeSet.rows.length > 0) {
    if (resolution === 'merge-duplicates') {
      const keyIndexes = writeSet.columns.flatMap((column, index) =>
        table.conflictTargets[0]?.includes(column.name) ? [index] : [],
      );
      checkDistinctKeys(table, writeSet.rows, keyIndexes);
    }
    rows = await run(context.db, insertStatement(table, userId, writeSet, resolution, returning), table);
  }
  const count = prefer.count ? writeSet.rows.length : undefined;
  reply.header('content-range', contentRange(0, returning ? rows.length : 0, count));
  if (!returning) return reply.code(201).send();
  return sendRows(reply, 201, rows, representation);
}

export async function handleUpdate(context: RestContext, operation: RestOperation): Promise<FastifyReply> {
  const { request, reply, table, userId, query, prefer } = operation;
  const representation = negotiate(request);
  requireFilter(query, 'UPDATE');
  const writeSet = validateUpdate(table, request.body, userId);
  const returning =
    prefer.returnRepresentation || representation.kind === 'object' ? query.select : undefined;
  const filter = query.filters[0];
  let rows: Record<string, unknown>[];
  let changedRows = 0;
  if (writeSet.columns.length === 0) {
    // An empty patch changes nothing; PostgREST answers it without touching the table.
    rows = [];
  } else if (
    // The product's save: one row by `questionNum=eq.N`, not moving it to another number.
    table.setTable !== undefined &&
    query.filters.length === 1 &&
    filter?.operator === 'eq' &&
    !filter.negated &&
    filter.column.name === 'questionNum' &&
    !writeSet.columns.some((column) => column.name === 'questionNum')
  ) {
    const questionNum = filter.values[0] as number;
    rows = await submitBatched(
      context,
      table,
      {
        shape: shapeOf('update', table, writeSet.columns, returning),
        key: rowKey(table, userId, questionNum),
        params: [userId, table.setTable, questionNum, ...(writeSet.rows[0] ?? [])],
      },
      () => batchedUpdateBuilder(table, writeSet.columns, returning),
    );
    changedRows = rows.length;
  } else {
    const changed = unbound(
      await run(
        context.db,
        boundedReturning(
          updateStatement(table, userId, writeSet, query.filters, returning ?? query.select),
          returning ?? query.select,
        ),
        table,
      ),
    );
    rows = changed.rows;
    changedRows = changed.before;
  }
  reply.header(
    'content-range',
    contentRange(0, rows.length, prefer.count || changedRows > rows.length ? changedRows : undefined),
  );
  if (!returning) return reply.code(204).send();
  return sendRows(reply, 200, rows, representation);
}

export async function handleDelete(context: RestContext, operation: RestOperation): Promise<FastifyReply> {
  const { request, reply, table, userId, query, prefer } = operation;
  const representation = negotiate(request);
  requireFilter(query, 'DELETE');
  const returning =
    prefer.returnRepresentation || representation.kind === 'object' ? query.select : undefined;
  const { rows, before } = unbound(
    await run(
      context.db,
      boundedReturning(
        deleteStatement(table, userId, query.filters, returning ?? query.select),
        returning ?? query.select,
      ),
      table,
    ),
  );
  reply.header(
    'content-range',
    contentRange(0, rows.length, prefer.count || before > rows.length ? before : undefined),
  );
  if (!returning) return reply.code(204).send();
  return sendRows(reply, 200, rows, representation);
}
