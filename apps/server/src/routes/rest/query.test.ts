import { describe, expect, it } from 'vitest';
import { RestError } from '../../lib/errors.ts';
import { parsePrefer, parseRestQuery, parseSelect } from './query.ts';
import { findTable, type TableSpec } from './tables.ts';

const drill = findTable('ch1_subj_pronoun') as TableSpec;
const completed = findTable('completed') as TableSpec;

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof RestError ? error.code : 'not a RestError';
  }
  return undefined;
}

describe('parseSelect', () => {
  it('reads the comma list postgrest-js sends, and * as every column in table order', () => {
    expect(parseSelect(drill, 'questionNum,userAnswer').map((c) => c.name)).toEqual([
      'questionNum',
      'userAnswer',
    ]);
    expect(parseSelect(drill, ' questionNum , "userAnswer1" ').map((c) => c.name)).toEqual([
      'questionNum',
      'userAnswer1',
    ]);
    expect(parseSelect(completed, '*').map((c) => c.name)).toEqual(['user_id', 'num', 'completed_list']);
    expect(parseSelect(completed, null)).toHaveLength(3);
  });

  it('is case-sensitive and refuses aliases, casts and embedding', () => {
    expect(codeOf(() => parseSelect(drill, 'questionnum'))).toBe('42703');
    expect(codeOf(() => parseSelect(drill, 'n:questionNum'))).toBe('PGRST100');
    expect(codeOf(() => parseSelect(drill, 'questionNum::text'))).toBe('PGRST100');
    expect(codeOf(() => parseSelect(drill, 'users(id)'))).toBe('PGRST100');
  });
});

describe('parseRestQuery', () => {
  const parse = (query: string, table = drill) => parseRestQuery(table, new URLSearchParams(query));

  it('types filter values by column and reads in, is and not', () => {
    const query = parse('questionNum=eq.5&userAnswer=neq.der&userAnswer1=in.("a,b",c)&userAnswer2=is.null');
    expect(query.filters.map((f) => [f.column.name, f.operator, f.values])).toEqual([
      ['questionNum', 'eq', [5]],
      ['userAnswer', 'neq', ['der']],
      ['userAnswer1', 'in', ['a,b', 'c']],
      ['userAnswer2', 'is', []],
    ]);
    expect(parse('questionNum=not.in.(1,2)').filters[0]?.negated).toBe(true);
  });

  it('answers bad filters as PostgREST and PostgreSQL would', () => {
    expect(codeOf(() => parse('questionNum=like.5'))).toBe('PGRST100');
    expect(codeOf(() => parse('questionNum=5'))).toBe('PGRST100');
    expect(codeOf(() => parse('questionNum=eq.five'))).toBe('22P02');
    expect(codeOf(() => parse('questionNum=eq.99999999999'))).toBe('22003');
    expect(codeOf(() => parse('user_id=eq.me'))).toBe('22P02');
    expect(codeOf(() => parse('unknown=eq.1'))).toBe('42703');
    expect(codeOf(() => parse('userAnswer=eq.a%00b'))).toBe('22P05');
  });

  it('reads order, limit, offset, columns and on_conflict', () => {
    const query = parse(
      'order=questionNum.desc.nullslast&limit=10&offset=5&columns="questionNum","userAnswer"&on_conflict=questionNum',
    );
    expect(query.order).toEqual([expect.objectContaining({ descending: true, nulls: 'last' })]);
    expect([query.limit, query.offset]).toEqual([10, 5]);
    expect(query.columns?.map((c) => c.name)).toEqual(['questionNum', 'userAnswer']);
    expect(query.onConflict?.map((c) => c.name)).toEqual(['questionNum']);
    expect(codeOf(() => parse('columns="questionNum","nope"'))).toBe('PGRST204');
    expect(codeOf(() => parse('limit=-1'))).toBe('PGRST100');
  });
});

describe('parsePrefer', () => {
  it('reads the comma-joined preferences supabase-js appends', () => {
    expect(parsePrefer('resolution=merge-duplicates, return=representation')).toEqual({
      returnRepresentation: true,
      resolution: 'merge-duplicates',
      missingDefault: false,
      count: false,
    });
    expect(parsePrefer(['count=exact', 'missing=default'])).toMatchObject({
      count: true,
      missingDefault: true,
    });
    expect(parsePrefer(undefined).returnRepresentation).toBe(false);
    expect(parsePrefer('return=nonsense,,=,resolution=other').resolution).toBeUndefined();
  });
});
