import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from './query-keys.ts';
import {
  distinctMistakes,
  markMistakeIdsFixed,
  MISTAKE_EXPLANATION_MAX_LENGTH,
  recordMistakes,
  type MistakeRow,
} from './mistakes.ts';

/** The backend as the write queue sees it: the rows it took. */
const backend = vi.hoisted(() => ({ sent: [] as { table: string; rows: unknown[] }[] }));
vi.mock('./supabase.ts', () => ({
  supabase: () => ({
    auth: { getSession: async () => ({ data: { session: { user: { id: 'anna' } } } }) },
    from: (table: string) => ({
      // As postgrest-js: the request is sent once awaited, here after `abortSignal`.
      upsert: (rows: unknown[]) => ({
        abortSignal: async () => {
          backend.sent.push({ table, rows });
          return { status: 201, error: null };
        },
      }),
    }),
  }),
}));

const row = (
  id: string,
  questionKey: string,
  answer: string,
  madeAt: string,
  fixedAt: string | null = null,
) =>
  ({
    id,
    set_code: '2dda',
    question_key: questionKey,
    question_num: 1,
    prompt: 'Ich sehe ___ Hund.',
    answer,
    answer_check: '{}',
    made_at: madeAt,
    fixed_at: fixedAt,
  }) satisfies MistakeRow;

describe('mistakes made again on a new visit', () => {
  beforeEach(() => {
    localStorage.clear();
    backend.sent = [];
  });

  it('are shown once while open, and once a fix', () => {
    const rows = [
      row('b', '1-0', 'dem', '2026-11-23T10:00:00Z'),
      row('a', '1-0', 'dem', '2026-11-22T10:00:00Z'),
      row('c', '1-0', 'der', '2026-11-21T10:00:00Z'),
      row('d', '2-0', 'dem', '2026-11-20T10:00:00Z'),
      row('e', '1-0', 'dem', '2026-11-19T10:00:00Z', '2026-11-19T11:00:00Z'),
      row('f', '1-0', 'dem', '2026-11-18T10:00:00Z', '2026-11-19T11:00:00Z'),
      row('g', '1-0', 'dem', '2026-11-17T10:00:00Z', '2026-11-17T11:00:00Z'),
    ];
    expect(distinctMistakes(rows).map((entry) => entry.id)).toEqual(['b', 'c', 'd', 'e', 'g']);
  });

  it('are fixed together: a right answer to the one shown fixes its copies, not other mistakes', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.user(), { id: 'anna' } as never);
    queryClient.setQueryData(queryKeys.mistakes(), [
      row('b', '1-0', 'dem', '2026-11-23T10:00:00Z'),
      row('a', '1-0', 'dem', '2026-11-22T10:00:00Z'),
      row('c', '1-0', 'der', '2026-11-21T10:00:00Z'),
    ]);
    await markMistakeIdsFixed(queryClient, ['b']);
    const cached = queryClient.getQueryData<MistakeRow[]>(queryKeys.mistakes()) ?? [];
    expect(cached.map((entry) => [entry.id, entry.fixed_at !== null])).toEqual([
      ['b', true],
      ['a', true],
      ['c', false],
    ]);
    await vi.waitFor(() =>
      expect(backend.sent.flatMap((sent) => sent.rows.map((r) => (r as MistakeRow).id))).toEqual(['b', 'a']),
    );
  });
});

describe('a mistake’s explanation', () => {
  beforeEach(() => {
    localStorage.clear();
    backend.sent = [];
  });

  it('goes with the mistake through the write queue: as shown, none as null, a long one cut', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.user(), { id: 'anna' } as never);
    queryClient.setQueryData(queryKeys.mistakes(), []);
    const check = { kind: 'words', accepted: ['dem'], language: 'de' } as const;
    await recordMistakes(queryClient, '5dda', [
      {
        questionKey: '1-0',
        prompt: 'Ich fahre mit ___ Bus.',
        answer: 'den',
        check,
        explanation: ' mit takes the dative: mit dem Bus. ',
      },
      { questionKey: '2-0', prompt: 'Ich sehe ___ Hund.', answer: 'dem', check },
      {
        questionKey: '3-0',
        prompt: 'Ich helfe ___ Mann.',
        answer: 'den',
        check,
        explanation: 'x'.repeat(600),
      },
    ]);
    const sentRows = () =>
      (backend.sent.flatMap((entry) => entry.rows) as MistakeRow[]).filter(
        (entry) => entry.set_code === '5dda',
      );
    await vi.waitFor(() => expect(sentRows()).toHaveLength(3));
    const sent = sentRows();
    expect(sent.map((entry) => entry.explanation?.length ?? null)).toEqual([
      'mit takes the dative: mit dem Bus.'.length,
      null,
      MISTAKE_EXPLANATION_MAX_LENGTH,
    ]);
    expect(sent[0]?.explanation).toBe('mit takes the dative: mit dem Bus.');
    expect(sent[2]?.explanation?.endsWith('…')).toBe(true);
  });
});
