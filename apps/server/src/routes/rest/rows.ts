import { RestError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/auth.ts';
import { controlCharacter } from '../../lib/json-checks.ts';
import { assertStorableText, int4, isTimestamp, isTimestampInRange, timestampRange } from './query.ts';
import { findColumn, type TableSpec, type WireColumn } from './tables.ts';

/** Most rows one request may write (docs/product/backend-contract.md "Limits": rows per request). */
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

function invalidInput(column: WireColumn, type: string, value: unknown): RestError {
  return new RestError(
    400,
    '22P02',
    `invalid input syntax for type ${type}: ${JSON.stringify(value)?.slice(0, 100) ?? String(value)}`,
    `${column.name} must be ${describeType(column)}`,
  );
}

function describeType(column: WireColumn): string {
  switch (column.type) {
    case 'integer':
      return 'an integer';
    case 'double':
      return 'a finite number';
    case 'uuid':
      return 'a UUID';
    case 'timestamptz':
      return 'an ISO 8601 date and time (2026-11-23T14:05:00Z)';
    case 'text':
      return 'a string';
  }
}

function outOfRange(column: WireColumn, value: number): RestError {
  const from = column.min ?? int4.min;
  const to = column.max ?? int4.max;
  return new RestError(
    400,
    '22003',
    `value ${value} is out of range for column "${column.name}"`,
    `${column.name} must be ${describeType(column)} from ${from} to ${to}`,
  );
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
  switch (column.type) {
    case 'integer':
    case 'double': {
      const integer = column.type === 'integer';
      if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
        throw invalidInput(column, integer ? 'integer' : 'double precision', value);
      }
      const min = column.min ?? (integer ? int4.min : -Number.MAX_VALUE);
      const max = column.max ?? (integer ? int4.max : Number.MAX_VALUE);
      if (value < min || value > max) throw outOfRange(column, value);
      return value;
    }
    case 'uuid':
      if (typeof value !== 'string' || !isUuid(value)) throw invalidInput(column, 'uuid', value);
      return value.toLowerCase();
    case 'timestamptz':
      if (typeof value !== 'string' || !isTimestamp(value)) {
        throw invalidInput(column, 'timestamp with time zone', value);
      }
      if (!isTimestampInRange(value)) {
        throw new RestError(
          400,
          '22008',
          `timestamp out of range: "${value}"`,
          `${column.name} must be from ${timestampRange.from} to before ${timestampRange.to}`,
        );
      }
      return value;
    case 'text':
      break;
  }
  if (typeof value !== 'string') {
    throw new RestError(400, '22P02', `invalid input for column "${column.name}": expected a string`);
  }
  assertStorableText(value);
  if (column.singleLine && controlCharacter.test(value)) {
    throw new RestError(
      400,
      '23514',
      `new row for relation "${table.name}" violates check constraint "${table.name}_${column.name}_check"`,
      `${column.name} cannot hold control characters (line breaks, escape sequences, direction marks)`,
    );
  }
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

/** A learner may not write a column the database fills, as a column grant on Supabase refuses it. */
function checkWritable(table: TableSpec, column: WireColumn): void {
  if (column.readOnly) {
    throw new RestError(
      403,
      '42501',
      `permission denied for table ${table.name}`,
      `${column.name} is filled by the database`,
    );
  }
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
    (column) => !column.nullable && !column.hasDefault && !column.owner && !columns.includes(column),
  );
  if (missingRequired && objects.length > 0) checkValue(table, missingRequired, null);

  const owner = columns.find((column) => column.owner);
  const payloadColumns = columns.filter((column) => !column.owner);
  for (const column of payloadColumns) checkWritable(table, column);
  const rows = objects.map((object) => {
    if (owner && object[owner.name] !== undefined) checkOwner(table, object[owner.name], userId);
    return payloadColumns.map((column): WriteValue => {
      if (!Object.hasOwn(object, column.name)) {
        // Nullable columns and those with a SQL default have defaults; others are a NULL either way.
        if (missingDefault && (column.nullable || column.hasDefault)) return useDefault;
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
    checkWritable(table, column);
    columns.push(column);
    values.push(checkValue(table, column, value));
  }
  return { columns, rows: [values] };
}

function throwError(error: Error): never {
  throw error;
}
