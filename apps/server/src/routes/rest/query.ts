import { isUuid } from '../../lib/auth.ts';
import { RestError } from '../../lib/errors.ts';
import { findColumn, type TableSpec, type WireColumn } from './tables.ts';

/** Filter operators this server understands; PostgREST has more, which answer PGRST100. */
export type FilterOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'is';

/** A typed value for a column: a number for integer columns, a string otherwise. */
export type ColumnValue = string | number;

/** One `column=op.value` condition. */
export interface Filter {
  readonly column: WireColumn;
  readonly operator: FilterOperator;
  readonly negated: boolean;
  /** One value for comparisons, the list for `in`, empty for `is`. */
  readonly values: readonly ColumnValue[];
  /** For `is`: whether the column must be null. */
  readonly isNull?: boolean;
}

/** One `order=` term. */
export interface OrderTerm {
  readonly column: WireColumn;
  readonly descending: boolean;
  readonly nulls: 'first' | 'last' | undefined;
}

/** What the query string of a /rest/v1 request asks for. */
export interface RestQuery {
  /** Columns to return, in order. */
  readonly select: readonly WireColumn[];
  readonly filters: readonly Filter[];
  readonly order: readonly OrderTerm[];
  readonly limit: number | undefined;
  readonly offset: number | undefined;
  /** `columns=` of an insert: the payload columns; undefined when absent. */
  readonly columns: readonly WireColumn[] | undefined;
  /** `on_conflict=` columns; undefined when absent. */
  readonly onConflict: readonly WireColumn[] | undefined;
}

const reservedParams = new Set(['select', 'columns', 'on_conflict', 'order', 'limit', 'offset']);
const comparisonOperators = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte']);
const maxListItems = 1000;
/** PostgreSQL's `integer` range. */
export const int4 = { min: -2_147_483_648, max: 2_147_483_647 };

const timestampPattern =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * Whether a string is an ISO 8601 date and time PostgreSQL reads the same way
 * (`2026-11-23`, `2026-11-23T14:05:00.123Z`, `2026-11-23 14:05+01:00`). Other spellings
 * PostgreSQL would accept (`now`, `epoch`, `Nov 23`) are refused: they depend on the session.
 */
export function isTimestamp(value: string): boolean {
  if (!timestampPattern.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Times out of range (25:00) reach PostgreSQL, whose 22xxx error is a 400 (postgrest-db-errors.ts).
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The times a learner may store: from 1970 to the end of 2999 (UTC). Far beyond any real
 * review date, and safe on both databases: PGlite read years before 100 back wrongly.
 */
export const timestampRange = { from: '1970-01-01T00:00:00Z', to: '3000-01-01T00:00:00Z' } as const;

const timestampParts =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|([+-])(\d{2}):?(\d{2})?)?)?$/i;

/**
 * The instant of a timestamp isTimestamp accepts, in milliseconds since 1970 (one without a
 * zone taken as UTC).
 *
 * @example timestampMillis('1970-01-01T01:00:00+01:00') === 0
 */
export function timestampMillis(value: string): number {
  const match = timestampParts.exec(value);
  if (!match) return Number.NaN;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0'] = match;
  const sign = match[9] === '-' ? -1 : 1;
  const offsetMinutes = match[9] ? sign * (Number(match[10]) * 60 + Number(match[11] ?? 0)) : 0;
  const utc = new Date(0);
  utc.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  utc.setUTCHours(Number(hour), Number(minute), Number(second), Number(fraction.padEnd(3, '0').slice(0, 3)));
  return utc.getTime() - offsetMinutes * 60_000;
}

/** Whether a timestamp lies in timestampRange. */
export function isTimestampInRange(value: string): boolean {
  const millis = timestampMillis(value);
  return millis >= Date.parse(timestampRange.from) && millis < Date.parse(timestampRange.to);
}

function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

function unknownColumn(table: TableSpec, name: string): RestError {
  return new RestError(400, '42703', `column ${table.name}.${name} does not exist`);
}

/** Text may not hold NUL, which PostgreSQL cannot store; say so as PostgreSQL would. */
export function assertStorableText(value: string): void {
  if (value.includes('\u0000')) {
    throw new RestError(
      400,
      '22P05',
      'unsupported Unicode escape sequence',
      '\\u0000 cannot be converted to text.',
    );
  }
}

/**
 * Converts a query-string value to the column's type, or throws the error PostgreSQL would
 * give for the cast.
 */
export function coerceFilterValue(column: WireColumn, raw: string): ColumnValue {
  if (column.type === 'integer') {
    if (!/^[+-]?\d{1,20}$/.test(raw)) {
      throw new RestError(400, '22P02', `invalid input syntax for type integer: "${raw.slice(0, 100)}"`);
    }
    const value = Number(raw);
    if (value < int4.min || value > int4.max) {
      throw new RestError(400, '22003', `value "${raw}" is out of range for type integer`);
    }
    return value;
  }
  if (column.type === 'double') {
    const value = Number(raw);
    if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(raw) || !Number.isFinite(value)) {
      throw new RestError(
        400,
        '22P02',
        `invalid input syntax for type double precision: "${raw.slice(0, 100)}"`,
      );
    }
    return value;
  }
  if (column.type === 'timestamptz') {
    if (!isTimestamp(raw)) {
      throw new RestError(
        400,
        '22007',
        `invalid input syntax for type timestamp with time zone: "${raw.slice(0, 100)}"`,
      );
    }
    return raw;
  }
  if (column.type === 'uuid') {
    if (!isUuid(raw))
      throw new RestError(400, '22P02', `invalid input syntax for type uuid: "${raw.slice(0, 100)}"`);
    return raw.toLowerCase();
  }
  assertStorableText(raw);
  return raw;
}

/** Splits on commas outside double quotes and parentheses. */
function splitList(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (char === '\\' && quoted && i + 1 < text.length) {
      current += text[i + 1];
      i += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (char === ',' && !quoted && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (quoted) throw parseError('failed to parse list: unclosed double quote');
  parts.push(current);
  return parts;
}

function unquote(name: string): string {
  return name.length >= 2 && name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name;
}

/** Drops white space outside double quotes, as postgrest-js does before sending `select`. */
function stripUnquotedWhitespace(text: string): string {
  let result = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (quoted || !/\s/.test(char)) result += char;
  }
  return result;
}

/** Parses `select=`: `*` or a comma list of plain column names (aliases, casts and embedding are not served). */
export function parseSelect(table: TableSpec, raw: string | null): WireColumn[] {
  const text = stripUnquotedWhitespace(raw ?? '*');
  if (text === '' || text === '*') return [...table.columns];
  const selected: WireColumn[] = [];
  for (const item of splitList(text)) {
    if (item === '*') {
      selected.push(...table.columns);
      continue;
    }
    const name = unquote(item);
    if (name === '' || (name === item && /[():!.]/.test(name))) {
      throw parseError(
        `failed to parse select parameter (${text.slice(0, 200)})`,
        `unsupported select item "${item.slice(0, 100)}"`,
      );
    }
    const column = findColumn(table, name);
    if (!column) throw unknownColumn(table, name);
    selected.push(column);
  }
  // A column named twice appears once, as in a JSON object.
  return [...new Set(selected)];
}

/** Parses `columns=` (the quoted union of an insert's keys) or `on_conflict=`. */
function parseColumnList(table: TableSpec, raw: string, unknownCode: 'PGRST204' | '42703'): WireColumn[] {
  const columns: WireColumn[] = [];
  for (const item of splitList(raw.trim())) {
    const name = unquote(item.trim());
    const column = findColumn(table, name);
    if (!column) {
      if (unknownCode === 'PGRST204') {
        throw new RestError(
          400,
          'PGRST204',
          `Could not find the '${name}' column of '${table.name}' in the schema cache`,
        );
      }
      throw unknownColumn(table, name);
    }
    if (!columns.includes(column)) columns.push(column);
  }
  return columns;
}

/** Parses one filter value such as `eq.5`, `not.in.(1,2)` or `is.null`. */
function parseFilter(column: WireColumn, raw: string): Filter {
  let rest = raw;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot < 0 ? rest : rest.slice(0, dot);
  const operand = dot < 0 ? undefined : rest.slice(dot + 1);
  const failure = () =>
    parseError(
      `"failed to parse filter (${raw.slice(0, 200)})" (line 1, column 1)`,
      'supported operators: eq, neq, gt, gte, lt, lte, in, is (null, not_null), each optionally after not.',
    );
  if (operand === undefined) throw failure();

  if (comparisonOperators.has(operator)) {
    return {
      column,
      operator: operator as FilterOperator,
      negated,
      values: [coerceFilterValue(column, operand)],
    };
  }
  if (operator === 'in') {
    if (!operand.startsWith('(') || !operand.endsWith(')')) throw failure();
    const inner = operand.slice(1, -1);
    const items = inner === '' ? [] : splitList(inner).map((item) => unquote(item.trim()));
    if (items.length > maxListItems) throw parseError(`in.() takes at most ${maxListItems} values`);
    return { column, operator: 'in', negated, values: items.map((item) => coerceFilterValue(column, item)) };
  }
  if (operator === 'is' && (operand === 'null' || operand === 'not_null')) {
    return { column, operator: 'is', negated, values: [], isNull: operand === 'null' };
  }
  throw failure();
}

function parseOrder(table: TableSpec, raw: string): OrderTerm[] {
  return splitList(raw).map((term) => {
    const [name = '', ...modifiers] = term.trim().split('.');
    const column = findColumn(table, unquote(name));
    if (!column) throw unknownColumn(table, unquote(name));
    let descending = false;
    let nulls: OrderTerm['nulls'];
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw parseError(`"failed to parse order (${raw.slice(0, 200)})" (line 1, column 1)`);
    }
    return { column, descending, nulls };
  });
}

function parseCount(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`"failed to parse ${name} (${raw.slice(0, 50)})"`);
  return Number(raw);
}

/**
 * Parses a /rest/v1 query string. Every other parameter is a filter on a column of the table.
 *
 * @example parseRestQuery(table, new URLSearchParams('select=questionNum&questionNum=eq.5'))
 */
export function parseRestQuery(table: TableSpec, params: URLSearchParams): RestQuery {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (reservedParams.has(key)) continue;
    const column = findColumn(table, key);
    if (!column) throw unknownColumn(table, key);
    filters.push(parseFilter(column, value));
  }
  const columns = params.get('columns');
  const onConflict = params.get('on_conflict');
  const order = params.get('order');
  const limit = params.get('limit');
  const offset = params.get('offset');
  return {
    select: parseSelect(table, params.get('select')),
    filters,
    order: order === null || order === '' ? [] : parseOrder(table, order),
    limit: limit === null ? undefined : parseCount('limit', limit),
    offset: offset === null ? undefined : parseCount('offset', offset),
    columns: columns === null ? undefined : parseColumnList(table, columns, 'PGRST204'),
    onConflict: onConflict === null ? undefined : parseColumnList(table, onConflict, '42703'),
  };
}

/** The `Prefer` header's settings that change what the server does. */
export interface Preferences {
  readonly returnRepresentation: boolean;
  readonly resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  readonly missingDefault: boolean;
  readonly count: boolean;
}

/**
 * Parses `Prefer` (comma-joined, possibly repeated). Unknown preferences are ignored, as
 * PostgREST does by default.
 *
 * @example parsePrefer('resolution=merge-duplicates, return=representation').returnRepresentation === true
 */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const values = new Map<string, string>();
  for (const part of raw.split(',')) {
    const [key, value = ''] = part
      .trim()
      .split('=', 2)
      .map((piece) => piece.trim());
    if (key) values.set(key, value);
  }
  const resolution = values.get('resolution');
  return {
    returnRepresentation: values.get('return') === 'representation',
    resolution:
      resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : undefined,
    missingDefault: values.get('missing') === 'default',
    count: ['exact', 'planned', 'estimated'].includes(values.get('count') ?? ''),
  };
}
