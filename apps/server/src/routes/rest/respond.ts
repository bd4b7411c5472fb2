// How /rest/v1 answers: content negotiation, Content-Range and the `.single()` object.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RestError } from '../../lib/errors.ts';

/** The shape of a response body the client asked for. */
export type Representation = { kind: 'array'; stripNulls: boolean } | { kind: 'object'; stripNulls: boolean };

/** Reads `Accept`: a JSON array by default, one object for `.single()` (docs/product/backend-contract.md "REST"). */
export function negotiate(request: FastifyRequest): Representation {
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
export function checkProfile(request: FastifyRequest): void {
  for (const header of ['accept-profile', 'content-profile'] as const) {
    const value = request.headers[header];
    if (value !== undefined && value !== 'public') {
      throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
    }
  }
}

/** Content-Range as PostgREST sends it: `0-4/*`, or `*\/0` with no rows. */
export function contentRange(offset: number, rows: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total);
  return rows === 0
    ? `*/${total === undefined ? '0' : totalText}`
    : `${offset}-${offset + rows - 1}/${totalText}`;
}

function stripNulls(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
}

/** Rows in one piece of a streamed body. */
const rowsPerChunk = 20;

/**
 * A JSON array written row by row as the response is sent: the rows are held (bounded by
 * maxRowsPerResponse and maxResponseTextBytes), their JSON never as one string.
 */
function* jsonArray(rows: readonly Record<string, unknown>[]): Generator<string> {
  for (let start = 0; start < rows.length; start += rowsPerChunk) {
    const piece = rows
      .slice(start, start + rowsPerChunk)
      .map((row) => JSON.stringify(row))
      .join(',');
    yield `${start === 0 ? '[' : ','}${piece}`;
  }
  yield rows.length === 0 ? '[]' : ']';
}

/** Sends rows as an array, or as one object when `.single()` asked for it (406 PGRST116 otherwise). */
export function sendRows(
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
  reply.code(status).type('application/json; charset=utf-8');
  if (body.length > rowsPerChunk && reply.request.method !== 'HEAD') {
    return reply.send(Readable.from(jsonArray(body), { objectMode: false }));
  }
  return reply.send(body);
}
