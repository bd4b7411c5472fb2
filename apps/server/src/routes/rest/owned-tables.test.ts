// The generic owned-table mechanism with every column type, on a table like the review tables
// that will follow (numbers and times): values are checked before any SQL, statements stay
// scoped to the learner's own key.
import { describe, expect, it } from 'vitest';
import { RestError } from '../../lib/errors.ts';
import { coerceFilterValue, isTimestamp } from './query.ts';
import { useDefault, validateInsert, validateUpdate } from './rows.ts';
import { insertStatement, updateStatement } from './sql.ts';
import { findColumn, findTable, ownedTableSpec } from './tables.ts';

const userId = '6f1c1a52-3b0e-4c8a-9d55-0b8f4f2d7a10';
const reviews = ownedTableSpec({
  name: 'card_reviews',
  description: 'test',
  columns: [
    { name: 'card', type: 'text', max: 50 },
    { name: 'stability', type: 'double', min: 0 },
    { name: 'reps', type: 'integer', min: 0, nullable: true },
    { name: 'due', type: 'timestamptz' },
    { name: 'review_id', type: 'uuid', nullable: true },
    { name: 'updated_at', type: 'timestamptz', sqlDefault: 'now()', readOnly: true },
  ],
  key: ['card'],
  order: ['due'],
  operations: ['select', 'insert', 'update', 'delete'],
  touchedAt: 'updated_at',
});

function refusal(action: () => unknown): { status: number; code: string } {
  try {
    action();
  } catch (error) {
    if (error instanceof RestError) return { status: error.statusCode, code: error.code };
    throw error;
  }
  throw new Error('not refused');
}

const good = { card: 'Hund', stability: 3.25, reps: 2, due: '2026-11-30T08:00:00Z', review_id: null };

describe('owned tables', () => {
  it('accepts each type as JSON carries it', () => {
    const set = validateInsert(reviews, [good], undefined, userId, false);
    expect(set.columns.map((column) => column.name)).toEqual([
      'card',
      'stability',
      'reps',
      'due',
      'review_id',
    ]);
    expect(set.rows).toEqual([['Hund', 3.25, 2, '2026-11-30T08:00:00Z', null]]);
    const upper = validateInsert(
      reviews,
      [{ ...good, review_id: 'A3BB189E-8BF9-4888-9912-ACE4E6543002' }],
      undefined,
      userId,
      false,
    );
    expect(upper.rows[0]?.[4]).toBe('a3bb189e-8bf9-4888-9912-ace4e6543002');
  });

  it('refuses values of the wrong type or out of bounds with 4xx', () => {
    const insert = (row: Record<string, unknown>) => () =>
      validateInsert(reviews, [row], undefined, userId, false);
    expect(refusal(insert({ ...good, stability: '3.2' }))).toEqual({ status: 400, code: '22P02' });
    expect(refusal(insert({ ...good, stability: -1 }))).toEqual({ status: 400, code: '22003' });
    expect(refusal(insert({ ...good, reps: 1.5 }))).toEqual({ status: 400, code: '22P02' });
    expect(refusal(insert({ ...good, reps: 2 ** 31 }))).toEqual({ status: 400, code: '22003' });
    expect(refusal(insert({ ...good, due: 'tomorrow' }))).toEqual({ status: 400, code: '22P02' });
    expect(refusal(insert({ ...good, due: 1_700_000_000 }))).toEqual({ status: 400, code: '22P02' });
    expect(refusal(insert({ ...good, due: '2026-02-30' }))).toEqual({ status: 400, code: '22P02' });
    expect(refusal(insert({ ...good, review_id: 'not-a-uuid' }))).toEqual({ status: 400, code: '22P02' });
    expect(refusal(insert({ ...good, due: null }))).toEqual({ status: 400, code: '23502' });
    expect(refusal(insert({ ...good, updated_at: '2026-01-01' }))).toEqual({ status: 403, code: '42501' });
    expect(refusal(() => validateUpdate(reviews, { updated_at: '2026-01-01' }, userId))).toEqual({
      status: 403,
      code: '42501',
    });
  });

  it('leaves a column with a default to the database with missing=default', () => {
    const columns = ['card', 'stability', 'due', 'updated_at'].map((name) => findColumn(reviews, name)!);
    const { rows } = validateInsert(
      reviews,
      [{ card: 'x', stability: 1, due: '2026-01-01' }],
      columns.slice(0, 3),
      userId,
      true,
    );
    expect(rows).toEqual([['x', 1, '2026-01-01']]);
    const { rows: missing } = validateInsert(
      reviews,
      [{ card: 'x', stability: 1, due: '2026-01-01' }],
      [...columns.slice(0, 3), findColumn(reviews, 'reps')!],
      userId,
      true,
    );
    expect(missing[0]?.[3]).toBe(useDefault);
  });

  it('upserts on (user_id, key) and touches its update column', () => {
    const set = validateInsert(reviews, [good], undefined, userId, false);
    const upsert = insertStatement(reviews, userId, set, 'merge-duplicates', undefined);
    expect(upsert.text).toContain(
      'INSERT INTO card_reviews (user_id, card, stability, reps, due, review_id)',
    );
    expect(upsert.text).toContain('ON CONFLICT (user_id, card) DO UPDATE SET');
    expect(upsert.text).toContain('updated_at = now()');
    expect(upsert.params).toEqual([userId, 'Hund', 3.25, 2, '2026-11-30T08:00:00Z', null]);
    const patch = updateStatement(
      reviews,
      userId,
      validateUpdate(reviews, { reps: 3 }, userId),
      [],
      undefined,
    );
    expect(patch.text).toBe('UPDATE card_reviews SET reps = $1, updated_at = now() WHERE user_id = $2');
  });

  it('coerces filter values for numbers and times', () => {
    expect(coerceFilterValue(findColumn(reviews, 'stability')!, '2.5e1')).toBe(25);
    expect(refusal(() => coerceFilterValue(findColumn(reviews, 'stability')!, 'NaN')).status).toBe(400);
    expect(coerceFilterValue(findColumn(reviews, 'due')!, '2026-11-23 14:05+01:00')).toBe(
      '2026-11-23 14:05+01:00',
    );
    expect(refusal(() => coerceFilterValue(findColumn(reviews, 'due')!, 'now')).status).toBe(400);
    expect(isTimestamp('2026-11-23T14:05:00.123456Z')).toBe(true);
    expect(isTimestamp('2026-13-01')).toBe(false);
  });

  it('refuses a definition whose names could not be written into SQL as they are', () => {
    const bad = {
      name: 'Bad Table',
      description: '',
      columns: [],
      key: [],
      order: [],
      operations: [],
    } as const;
    expect(() => ownedTableSpec(bad)).toThrow(/bad identifier/);
    expect(() => ownedTableSpec({ ...bad, name: 'ok', key: ['missing'] })).toThrow(/no column/);
  });

  it('answer_reports is served: select and insert only', () => {
    const table = findTable('answer_reports');
    expect([...(table?.operations ?? [])]).toEqual(['select', 'insert']);
    expect(table?.keySql).toBeUndefined();
  });
});
