import { RestError } from '../../plugins/errors.ts';
import type { TableSpec } from './tables.ts';

/** Reads the SQLSTATE of an error thrown by pg or PGlite. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Turns a database error caused by the request into PostgREST's answer for it, in wire
 * names (the physical layout stays private). Anything else is returned unchanged and
 * becomes a 500.
 *
 * @example throw translateDatabaseError(error, table);
 */
export function translateDatabaseError(error: unknown, table: TableSpec): unknown {
  const state = sqlState(error);
  if (state === undefined) return error;
  if (state === '23505') {
    const key = table.setTable === undefined ? '(user_id)' : '("questionNum")';
    return new RestError(
      409,
      '23505',
      `duplicate key value violates unique constraint "${table.name}_pkey"`,
      `Key ${key} already exists.`,
      null,
    );
  }
  if (state === '23502')
    return new RestError(400, '23502', `null value violates not-null constraint of "${table.name}"`);
  // Data exceptions (22xxx) and cardinality violations (21000) come from the values sent.
  if (state.startsWith('22') || state === '21000') {
    return new RestError(400, state, 'The request carries a value the table cannot store');
  }
  return error;
}
