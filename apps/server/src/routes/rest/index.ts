import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenVerifier } from '../../plugins/auth.ts';
import type { Database } from '../../plugins/db.ts';
import { RestError } from '../../plugins/errors.ts';
import { parsePrefer, parseRestQuery, type Preferences, type RestQuery } from './query.ts';
import { useDefault, validateInsert, validateUpdate, type WriteSet } from './rows.ts';
import {
  batchedUpdateBuilder,
  batchedUpsertBuilder,
  countStatement,
  deleteStatement,
  insertStatement,
  selectStatement,
  updateStatement,
  type Statement,
} from './sql.ts';
import { findTable, rowKey, type TableSpec, type WireColumn } from './tables.ts';
import { WriteBatcher, type BatchBuilder } from './write-batcher.ts';
import { translateDatabaseError } from './db-errors.ts';

/** Options of the /rest/v1 routes. */
export interface RestRoutesOptions {
  db: Database;
  verifier: TokenVerifier;
}

/** What the handlers share: the database, and the batcher for single-row saves. */
interface RestContext {
  readonly db: Database;
  readonly batcher: WriteBatcher;
  readonly builders: Map<string, BatchBuilder>;
}

/** The batch statement builder of a shape, made once per shape. */
function builderFor(context: RestContext, shape: string, make: () => BatchBuilder): BatchBuilder {
  let builder = context.builders.get(shape);
  if (!builder) {
    builder = make();
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
function isBatchableUpsert(writeSet: WriteSet, resolution: Preferences['resolution']): boolean {
  return (
    resolution === 'merge-duplicates' &&
    writeSet.rows.length === 1 &&
    !(writeSet.rows[0] ?? []).some((value) => value === useDefault)
  );
}

type Representation = { kind: 'array'; stripNulls: boolean } | { kind: 'object'; stripNulls: boolean };

/** Reads `Accept`: a JSON array by default, one object for `.single()` (SUPABASE_CONTRACT §2). */
function negotiate(request: FastifyRequest): Representation {
  const accept = request.headers.accept;
  if (accept === undefined || accept.trim() === '') return { kind: 'array', stripNulls: false };
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { kind: 'object', stripNulls };
    }
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'].includes(type)) {
      return { kind: 'array', stripNulls };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept.slice(0, 200)}`);
}

/** Only the `public` schema exists; PostgREST refuses any other profile. */
function checkProfile(request: FastifyRequest): void {
  for (const header of ['accept-profile', 'content-profile'] as const) {
    const value = request.headers[header];
    if (value !== undefined && value !== 'public') {
      throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
    }
  }
}

/** Content-Range as PostgREST sends it: `0-4/*`, or `*\/0` with no rows. */
function contentRange(offset: number, rows: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total);
  return rows === 0
    ? `*/${total === undefined ? '0' : totalText}`
    : `${offset}-${offset + rows - 1}/${totalText}`;
}

function stripNulls(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
}

/** Sends rows as an array, or as one object when `.single()` asked for it (406 PGRST116 otherwise). */
function sendRows(
  reply: FastifyReply,
  status: number,
  rows: Record<string, unknown>[],
  representation: Representation,
): FastifyReply {
  const body = representation.stripNulls ? rows.map(stripNulls) : rows;
  if (representation.kind === 'object') {
    if (body.length !== 1) {
      throw new RestError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${body.length} rows`,
      );
    }
    return reply.code(status).type('application/vnd.pgrst.object+json; charset=utf-8').send(body[0]);
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Who is asking: the learner of a valid token, or `anon` without one. A bad token is refused
 * as PostgREST refuses it (401 PGRST301, or PGRST303 when expired); a revoked session too.
 */
async function authenticate(verifier: TokenVerifier, request: FastifyRequest): Promise<string | 'anon'> {
  const result = await verifier.verify(request);
  if (result.ok) return result.role === 'authenticated' ? result.userId : 'anon';
  if (result.problem === 'missing') return 'anon';
  const expired = result.problem === 'expired';
  throw new RestError(
    401,
    expired ? 'PGRST303' : 'PGRST301',
    expired ? 'JWT expired' : result.detail,
    null,
    null,
    {
      'www-authenticate': `Bearer error="invalid_token", error_description="${expired ? 'JWT expired' : 'JWT invalid'}"`,
    },
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

async function handleRead(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  table: TableSpec,
  userId: string,
  query: RestQuery,
  prefer: Preferences,
): Promise<FastifyReply> {
  const representation = negotiate(request);
  const rows = await run(db, selectStatement(table, userId, query), table);
  let total: number | undefined;
  if (prefer.count) {
    total =
      query.limit === undefined && query.offset === undefined
        ? rows.length
        : Number((await run(db, countStatement(table, userId, query.filters), table))[0]?.total ?? 0);
  }
  reply.header('content-range', contentRange(query.offset ?? 0, rows.length, total));
  return sendRows(reply, 200, rows, representation);
}

async function handleInsert(
  context: RestContext,
  request: FastifyRequest,
  reply: FastifyReply,
  table: TableSpec,
  userId: string,
  query: RestQuery,
  prefer: Preferences,
): Promise<FastifyReply> {
  const representation = negotiate(request);
  checkConflictTarget(table, query);
  const resolution = prefer.resolution;
  const writeSet = validateInsert(table, request.body, query.columns, userId, prefer.missingDefault);
  const returning =
    prefer.returnRepresentation || representation.kind === 'object' ? query.select : undefined;

  let rows: Record<string, unknown>[] = [];
  if (isBatchableUpsert(writeSet, resolution)) {
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

async function handleUpdate(
  context: RestContext,
  request: FastifyRequest,
  reply: FastifyReply,
  table: TableSpec,
  userId: string,
  query: RestQuery,
  prefer: Preferences,
): Promise<FastifyReply> {
  const representation = negotiate(request);
  requireFilter(query, 'UPDATE');
  const writeSet = validateUpdate(table, request.body, userId);
  const returning =
    prefer.returnRepresentation || representation.kind === 'object' ? query.select : undefined;
  const filter = query.filters[0];
  let rows: Record<string, unknown>[];
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
  } else {
    rows = await run(
      context.db,
      updateStatement(table, userId, writeSet, query.filters, returning ?? query.select),
      table,
    );
  }
  reply.header('content-range', contentRange(0, rows.length, prefer.count ? rows.length : undefined));
  if (!returning) return reply.code(204).send();
  return sendRows(reply, 200, rows, representation);
}

async function handleDelete(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  table: TableSpec,
  userId: string,
  query: RestQuery,
  prefer: Preferences,
): Promise<FastifyReply> {
  const representation = negotiate(request);
  requireFilter(query, 'DELETE');
  const returning =
    prefer.returnRepresentation || representation.kind === 'object' ? query.select : undefined;
  const rows = await run(db, deleteStatement(table, userId, query.filters, returning ?? query.select), table);
  reply.header('content-range', contentRange(0, rows.length, prefer.count ? rows.length : undefined));
  if (!returning) return reply.code(204).send();
  return sendRows(reply, 200, rows, representation);
}

/**
 * The PostgREST subset under /rest/v1: one route per wire table, scoped to the learner of the
 * verified token.
 */
export async function restRoutes(app: FastifyInstance, options: RestRoutesOptions): Promise<void> {
  const { db, verifier } = options;
  const context: RestContext = { db, batcher: new WriteBatcher(db), builders: new Map() };

  app.route<{ Params: { table: string } }>({
    method: ['GET', 'POST', 'PATCH', 'DELETE', 'PUT'],
    url: '/rest/v1/:table',
    // API answers carry fixed security headers (app.ts) instead of helmet's per-request ones.
    helmet: false,
    handler: async (request, reply) => {
      checkProfile(request);
      // The token is checked first, then the table, then the role, in PostgREST's order.
      const userId = await authenticate(verifier, request);
      const table = findTable(request.params.table);
      if (!table) {
        throw new RestError(
          404,
          'PGRST205',
          `Could not find the table 'public.${request.params.table.slice(0, 200)}' in the schema cache`,
        );
      }
      if (userId === 'anon') {
        // The anon role may touch no table: a learner's answers need a learner.
        throw new RestError(401, '42501', `permission denied for table ${table.name}`);
      }

      const search = new URLSearchParams(
        request.url.slice(request.url.indexOf('?') + 1 || request.url.length),
      );
      const query = parseRestQuery(table, search);
      const prefer = parsePrefer(request.headers.prefer);

      switch (request.method) {
        case 'GET':
        case 'HEAD':
          return handleRead(db, request, reply, table, userId, query, prefer);
        case 'POST':
          return handleInsert(context, request, reply, table, userId, query, prefer);
        case 'PATCH':
          return handleUpdate(context, request, reply, table, userId, query, prefer);
        case 'DELETE':
          return handleDelete(db, request, reply, table, userId, query, prefer);
        default:
          throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
      }
    },
  });
}
