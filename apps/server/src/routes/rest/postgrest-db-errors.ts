import { sqlState } from '../../lib/db-error-kinds.ts';
import { RestError } from '../../lib/errors.ts';
import type { TableSpec } from './tables.ts';

/**
 * Turns a database error caused by the request into PostgREST's answer for it, in wire
 * names (the physical layout stays private). Anything else is returned unchanged for the
 * error handler (a 503 when the database is unreachable, else a 500).
 *
 * @example throw translateDatabaseError(error, table);
 */
export function translateDatabaseError(error: unknown, table: TableSpec): unknown {
  const state = sqlState(error);
  if (state === undefined) return error;
  if (state === '23505') {
    const key = `(${table.keyColumns.length === 0 ? 'user_id' : table.keyColumns.map((name) => (name === name.toLowerCase() ? name : `"${name}"`)).join(', ')})`;
    return new RestError(
      409,
      '23505',
      `duplicate key value violates unique constraint "${table.name}_pkey"`,
      `Key ${key} already exists.`,
      null,
    );
  }
  if (state === '23503') {
    // The learner's account was deleted while their token was still trusted (session cache).
    return new RestError(
      409,
      '23503',
      `insert or update on table "${table.name}" violates foreign key constraint "${table.name}_user_id_fkey"`,
      'Key (user_id) is not present in table "users".',
    );
  }
  if (/^PT4\d\d$/.test(state)) {
    // A limit of the database (a learner's row limit): PostgREST answers PTnnn with status nnn.
    const { message, hint } = error as { message?: string; hint?: string };
    return new RestError(Number(state.slice(2)), state, message ?? 'Limit reached', null, hint ?? null);
  }
  if (state === '23502')
    return new RestError(400, '23502', `null value violates not-null constraint of "${table.name}"`);
  // Data exceptions (22xxx) and cardinality violations (21000) come from the values sent.
  if (state.startsWith('22') || state === '21000') {
    return new RestError(400, state, 'The request carries a value the table cannot store');
  }
  return error;
}
