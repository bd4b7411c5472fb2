import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TokenVerifier } from '../../lib/auth.ts';
import type { Database } from '../../lib/db.ts';
import { RestError } from '../../lib/errors.ts';
import { handleDelete, handleInsert, handleRead, handleUpdate, type RestContext } from './handlers.ts';
import { parsePrefer, parseRestQuery, type Preferences } from './query.ts';
import { checkProfile } from './respond.ts';
import { findTable, type TableOperation, type TableSpec } from './tables.ts';
import { WriteBatcher } from './write-batcher.ts';

/** Options of the /rest/v1 routes. */
export interface RestRoutesOptions {
  db: Database;
  verifier: TokenVerifier;
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

const operationOf: Record<string, TableOperation> = {
  GET: 'select',
  HEAD: 'select',
  POST: 'insert',
  PATCH: 'update',
  DELETE: 'delete',
};

/**
 * Refuses what the table does not allow a learner (an upsert that merges is also an update),
 * as PostgreSQL refuses an operation without its grant.
 */
function checkOperation(table: TableSpec, method: string, prefer: Preferences): void {
  const operation = operationOf[method];
  if (operation === undefined) return; // the handler answers 405
  const needed: TableOperation[] = [operation];
  if (operation === 'insert' && prefer.resolution === 'merge-duplicates') needed.push('update');
  if (needed.some((each) => !table.operations.has(each))) {
    throw new RestError(403, '42501', `permission denied for table ${table.name}`);
  }
}

/**
 * The PostgREST subset under /rest/v1: one route per wire table, scoped to the learner of the
 * verified token.
 */
export async function restRoutes(app: FastifyInstance, options: RestRoutesOptions): Promise<void> {
  const { db, verifier } = options;
  const context: RestContext = { db, batcher: new WriteBatcher(db), builders: new Map() };

  app.withTypeProvider<ZodTypeProvider>().route({
    method: ['GET', 'POST', 'PATCH', 'DELETE', 'PUT'],
    url: '/rest/v1/:table',
    // The body's shape depends on the table and the method: rows.ts checks it against the
    // table's columns, with PostgREST's errors.
    schema: { params: z.object({ table: z.string() }) },
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

      // The one place that reads the raw query string rather than request.query: PostgREST's
      // grammar repeats keys (`questionNum=gte.1&questionNum=lte.5`), and a filter's meaning
      // depends on its column and operator (query.ts), which a flat parsed object loses.
      const search = new URLSearchParams(
        request.url.slice(request.url.indexOf('?') + 1 || request.url.length),
      );
      const query = parseRestQuery(table, search);
      const prefer = parsePrefer(request.headers.prefer);

      checkOperation(table, request.method, prefer);
      const operation = { request, reply, table, userId, query, prefer };
      switch (request.method) {
        case 'GET':
        case 'HEAD':
          return handleRead(context, operation);
        case 'POST':
          return handleInsert(context, operation);
        case 'PATCH':
          return handleUpdate(context, operation);
        case 'DELETE':
          return handleDelete(context, operation);
        default:
          throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
      }
    },
  });
}
