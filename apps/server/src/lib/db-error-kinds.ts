// What a database error means for the client: its own bad value, a conflict, or an outage.

/** Reads the SQLSTATE of an error thrown by pg or PGlite. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Socket errors of a lost or refused database connection. */
const connectionErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is shutting down, starting, or out of connections, or of a
 * statement cancelled by the statement timeout (57014: the database is too busy or blocked).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '53400', '57014']);

/** pg's own messages for a connection it lost or could not make. */
const connectionMessages =
  /Connection terminated|Query read timeout|not queryable|timeout exceeded when trying to connect|Connection refused|the database system is (starting up|shutting down)/i;

/**
 * Tells whether an error means the database cannot be reached right now (the request itself
 * is fine and may be retried): refused or lost connections, a server shutting down or
 * starting, no free connection slot.
 *
 * @example if (isDatabaseUnavailable(error)) reply.code(503).header('retry-after', '5');
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && connectionErrnos.has(code)) return true;
  const state = sqlState(error);
  if (state !== undefined && (state.startsWith('08') || unavailableStates.has(state))) return true;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && connectionMessages.test(message);
}

/** How the client's request caused a database error, when it did. */
export type RequestFault = 'bad_value' | 'missing_reference' | 'conflict';

/**
 * Classifies a database error caused by the values of a request: a value the column cannot
 * hold (class 22, 21000, 23502, 23514, 54000), a row it points to that no longer exists
 * (23503, e.g. the learner's account was deleted a moment ago) or a unique conflict (23505).
 * Undefined for anything else, which is the server's own failure.
 *
 * @example requestFault({ code: '22021' }) === 'bad_value'
 */
export function requestFault(error: unknown): RequestFault | undefined {
  const state = sqlState(error);
  if (state === undefined) return undefined;
  if (state.startsWith('22') || ['21000', '23502', '23514', '54000'].includes(state)) return 'bad_value';
  if (state === '23503') return 'missing_reference';
  if (state === '23505') return 'conflict';
  return undefined;
}
