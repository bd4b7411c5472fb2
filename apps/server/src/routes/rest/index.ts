import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenVerifier } from '../../plugins/auth.ts';
import type { Database } from '../../plugins/db.ts';
import { RestError } from '../../plugins/errors.ts';
import { parsePrefer, parseRestQuery, type Preferences, type RestQuery } from './query.ts';
import { validateInsert, validateUpdate } from './rows.ts';
import {
  countStatement,
  deleteStatement,
  insertStatement,
  selectStatement,
  updateStatement,
  type Statement,
} from './sql.ts';
import { findTable, type TableSpec } from './tables.ts';
import { translateDatabaseError } from './db-errors.ts';

/** Options of the /rest/v1 routes. */
export interface RestRoutesOptions {
  db: Database;
  verifier: TokenVerifier;
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
  db: Database,
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
  if (writeSet.rows.length > 0) {
    if (resolution === 'merge-duplicates') {
      const keyIndexes = writeSet.columns.flatMap((column, index) =>
        table.conflictTargets[0]?.includes(column.name) ? [index] : [],
      );
      checkDistinctKeys(table, writeSet.rows, keyIndexes);
    }
    rows = await run(db, insertStatement(table, userId, writeSet, resolution, returning), table);
  }
  const count = prefer.count ? writeSet.rows.length : undefined;
  reply.header('content-range', contentRange(0, returning ? rows.length : 0, count));
  if (!returning) return reply.code(201).send();
  return sendRows(reply, 201, rows, representation);
}

async function handleUpdate(
  db: Database,
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
  // An empty patch changes nothing; PostgREST answers it without touching the table.
  const rows =
    writeSet.columns.length === 0
      ? []
      : await run(
          db,
          updateStatement(table, userId, writeSet, query.filters, returning ?? query.select),
          table,
        );
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

  app.route<{ Params: { table: string } }>({
    method: ['GET', 'POST', 'PATCH', 'DELETE', 'PUT'],
    url: '/rest/v1/:table',
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
          return handleInsert(db, request, reply, table, userId, query, prefer);
        case 'PATCH':
          return handleUpdate(db, request, reply, table, userId, query, prefer);
        case 'DELETE':
          return handleDelete(db, request, reply, table, userId, query, prefer);
        default:
          throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
      }
    },
  });
}
