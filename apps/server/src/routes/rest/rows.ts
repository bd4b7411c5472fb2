import { RestError } from '../../plugins/errors.ts';
import { assertStorableText } from './query.ts';
import { findColumn, type TableSpec, type WireColumn } from './tables.ts';

/** Most rows one request may write (DESIGN §3: rows per request). */
export const maxRowsPerRequest = 200;

/** A value to write: a typed value, null, or `DEFAULT` (the column's default). */
export type WriteValue = string | number | null | typeof useDefault;
/** Marks a value taken from the column's default (`Prefer: missing=default`). */
export const useDefault: unique symbol = Symbol('default');

/** Validated rows of an insert or update, owner column removed. */
export interface WriteSet {
  /** The payload's columns, in first-seen order. */
  readonly columns: readonly WireColumn[];
  /** One value per column per row, in `columns` order. */
  readonly rows: readonly (readonly WriteValue[])[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rlsViolation(table: TableSpec): RestError {
  return new RestError(403, '42501', `new row violates row-level security policy for table "${table.name}"`);
}

/** Checks one value against its column, throwing PostgreSQL's error for the same mistake. */
function checkValue(table: TableSpec, column: WireColumn, value: unknown): string | number | null {
  if (value === null) {
    if (!column.nullable) {
      throw new RestError(
        400,
        '23502',
        `null value in column "${column.name}" of relation "${table.name}" violates not-null constraint`,
      );
    }
    return null;
  }
  if (column.type === 'integer') {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw new RestError(
        400,
        '22P02',
        `invalid input syntax for type integer: ${JSON.stringify(value).slice(0, 100)}`,
      );
    }
    if (
      (column.min !== undefined && value < column.min) ||
      (column.max !== undefined && value > column.max)
    ) {
      throw new RestError(
        400,
        '22003',
        `value ${value} is out of range for column "${column.name}"`,
        `${column.name} must be an integer from ${column.min} to ${column.max}`,
      );
    }
    return value;
  }
  if (typeof value !== 'string') {
    throw new RestError(400, '22P02', `invalid input for column "${column.name}": expected a string`);
  }
  assertStorableText(value);
  if (column.max !== undefined && value.length > column.max && [...value].length > column.max) {
    throw new RestError(
      400,
      '22001',
      `value too long for type character varying(${column.max})`,
      `${column.name} holds at most ${column.max} characters`,
    );
  }
  return value;
}

/** The owner column may be sent only with the learner's own id, as row-level security allows on Supabase. */
function checkOwner(table: TableSpec, value: unknown, userId: string): void {
  if (typeof value !== 'string' || value.toLowerCase() !== userId.toLowerCase()) throw rlsViolation(table);
}

function unknownPayloadColumn(table: TableSpec, name: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${name.slice(0, 100)}' column of '${table.name}' in the schema cache`,
  );
}

/**
 * Validates an insert's body (object or array of objects) as PostgREST would read it:
 * with `?columns=` only those keys count and missing keys are NULL (or DEFAULT with
 * `missing=default`); without it every object must have the same keys.
 *
 * @example validateInsert(table, [{ questionNum: 1, userAnswer: '' }], undefined, userId, false)
 */
export function validateInsert(
  table: TableSpec,
  body: unknown,
  declaredColumns: readonly WireColumn[] | undefined,
  userId: string,
  missingDefault: boolean,
): WriteSet {
  const objects = Array.isArray(body) ? body : [body];
  if (objects.length > maxRowsPerRequest) {
    throw new RestError(400, '54000', `Too many rows in one request: at most ${maxRowsPerRequest}`);
  }
  if (!objects.every(isPlainObject)) {
    throw new RestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      'Send a JSON object or an array of JSON objects',
    );
  }

  let columns: readonly WireColumn[];
  if (declaredColumns) {
    columns = declaredColumns;
  } else {
    const first = objects[0];
    const keys = first ? Object.keys(first) : [];
    columns = keys.map((key) => findColumn(table, key) ?? throwError(unknownPayloadColumn(table, key)));
    const keySet = [...keys].sort().join('\u0001');
    for (const object of objects) {
      if (Object.keys(object).sort().join('\u0001') !== keySet) {
        throw new RestError(400, 'PGRST102', 'All object keys must match');
      }
    }
  }

  // A required column (questionNum) missing from the payload is a NULL in it.
  const missingRequired = table.columns.find(
    (column) => !column.nullable && !column.owner && !columns.includes(column),
  );
  if (missingRequired && objects.length > 0) checkValue(table, missingRequired, null);

  const owner = columns.find((column) => column.owner);
  const payloadColumns = columns.filter((column) => !column.owner);
  const rows = objects.map((object) => {
    if (owner && object[owner.name] !== undefined) checkOwner(table, object[owner.name], userId);
    return payloadColumns.map((column): WriteValue => {
      if (!Object.hasOwn(object, column.name)) {
        // Only nullable columns have defaults here; a missing key column is a NULL either way.
        if (missingDefault && column.nullable) return useDefault;
        return checkValue(table, column, null);
      }
      return checkValue(table, column, object[column.name]);
    });
  });
  return { columns: payloadColumns, rows };
}

/**
 * Validates a PATCH body: one object whose keys are columns of the table.
 *
 * @example validateUpdate(table, { userAnswer: 'der' }, userId)
 */
export function validateUpdate(table: TableSpec, body: unknown, userId: string): WriteSet {
  if (!isPlainObject(body)) {
    throw new RestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      'Send one JSON object with the columns to change',
    );
  }
  const columns: WireColumn[] = [];
  const values: WriteValue[] = [];
  for (const [key, value] of Object.entries(body)) {
    const column = findColumn(table, key);
    if (!column) throw unknownPayloadColumn(table, key);
    if (column.owner) {
      checkOwner(table, value, userId);
      continue;
    }
    columns.push(column);
    values.push(checkValue(table, column, value));
  }
  return { columns, rows: [values] };
}

function throwError(error: Error): never {
  throw error;
}
