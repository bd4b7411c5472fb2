import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adoptQueue,
  queuedCount,
  queuedRows,
  queueState,
  queueWrite,
  readThrough,
  sendQueued,
  ServerUnreachable,
} from './write-queue.ts';

/** The backend as the queue sees it: who is signed in, what it answers, what it took. */
const backend = vi.hoisted(() => ({
  signedIn: 'anna' as string | null,
  status: 201,
  sent: [] as { table: string; rows: unknown[]; insert?: boolean }[],
}));
vi.mock('./supabase.ts', () => ({
  supabase: () => ({
    auth: {
      getSession: async () => ({
        data: { session: backend.signedIn ? { user: { id: backend.signedIn } } : null },
        error: null,
      }),
    },
    from: (table: string) => {
      const take = async (rows: unknown[], insert?: boolean) => {
        if (backend.status >= 300 || backend.status === 0)
          return { status: backend.status, error: { message: `status ${backend.status}` } };
        backend.sent.push(insert ? { table, rows, insert } : { table, rows });
        return { status: backend.status, error: null };
      };
      // As postgrest-js: the request is sent once awaited, here after `abortSignal`.
      const request = (rows: unknown[], insert?: boolean) => ({ abortSignal: () => take(rows, insert) });
      return { upsert: (rows: unknown[]) => request(rows), insert: (rows: unknown[]) => request(rows, true) };
    },
  }),
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('./toast.ts', () => ({ toast }));

const card = (id: string, reps: number) => ({ card_id: id, reps });
const cards = (rows: Record<string, unknown>[]) =>
  ({ table: 'review_cards', key: ['card_id'], kind: 'review', rows }) as const;

/** Empties the queue between tests (as a sign-in of nobody's would). */
async function emptyQueue() {
  backend.status = 201;
  for (const user of ['ben', 'anna']) {
    backend.signedIn = user;
    await sendQueued();
  }
}

describe('the write queue', () => {
  beforeEach(async () => {
    await emptyQueue();
    backend.signedIn = 'anna';
    backend.sent = [];
    toast.error.mockReset();
  });

  it('keeps rows while the server is away, shows them to loads, and sends them in order when it is back', async () => {
    backend.status = 503;
    await queueWrite('anna', cards([card('a', 1)]));
    await queueWrite('anna', { table: 'mistakes', key: ['id'], kind: 'mistake', rows: [{ id: 'm1' }] });
    await queueWrite('anna', cards([card('a', 2), card('b', 1)]));
    await sendQueued();
    expect(queueState().failing).toBe(true);
    // A later write of the same row replaces the unsent one and moves behind what came between.
    expect([...(await queuedRows('anna', 'review_cards')).values()]).toEqual([card('a', 2), card('b', 1)]);
    expect(await queuedCount('anna')).toBe(3);
    expect(backend.sent).toEqual([]);

    backend.status = 201;
    expect(await sendQueued()).toBe(true);
    expect(backend.sent).toEqual([
      { table: 'mistakes', rows: [{ id: 'm1' }] },
      { table: 'review_cards', rows: [card('a', 2), card('b', 1)] },
    ]);
    expect(await queuedCount('anna')).toBe(0);
    expect(queueState()).toMatchObject({ total: 0, failing: false });
  });

  it('holds typed answers until the queue is next sent, one row per question', async () => {
    const answer = (questionNum: number, userAnswer: string) => ({
      table: 'ch1_subj_pronoun',
      key: ['questionNum'],
      kind: 'answer' as const,
      rows: [{ questionNum, userAnswer }],
    });
    await queueWrite('anna', answer(2, 'S'), { send: false });
    await queueWrite('anna', answer(2, 'Sie'), { send: false });
    await queueWrite('anna', answer(3, 'ihr'), { send: false });
    expect(queueState()).toMatchObject({ answers: 2, total: 2 });
    expect(backend.sent).toEqual([]);
    await sendQueued();
    expect(backend.sent).toEqual([
      {
        table: 'ch1_subj_pronoun',
        rows: [
          { questionNum: 2, userAnswer: 'Sie' },
          { questionNum: 3, userAnswer: 'ihr' },
        ],
      },
    ]);
  });

  it('tries again by itself after a failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      backend.status = 503;
      await queueWrite('anna', { table: 'mistakes', key: ['id'], kind: 'mistake', rows: [{ id: 'm1' }] });
      await vi.waitFor(() => expect(queueState().failing).toBe(true));
      backend.status = 201;
      expect(backend.sent).toEqual([]);
      // The first retry comes a second after the failure.
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(backend.sent).toEqual([{ table: 'mistakes', rows: [{ id: 'm1' }] }]));
      await vi.waitFor(() => expect(queueState().failing).toBe(false));
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends at once when the browser is back online', async () => {
    backend.status = 0;
    await queueWrite('anna', { table: 'mistakes', key: ['id'], kind: 'mistake', rows: [{ id: 'm2' }] });
    await sendQueued();
    await adoptQueue('anna'); // starts the queue, which listens for the connection
    backend.status = 201;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(backend.sent).toEqual([{ table: 'mistakes', rows: [{ id: 'm2' }] }]));
  });

  it('drops rows the server refuses for good with a message, so later rows are not held up', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.status = 422;
    await queueWrite('anna', { table: 'mistakes', key: ['id'], kind: 'mistake', rows: [{ id: 'bad' }] });
    await sendQueued();
    expect(await queuedCount('anna')).toBe(0);
    expect(toast.error.mock.calls[0]?.[0]).toMatch(/^Mistakes could not be saved: the server refused them/);
    error.mockRestore();
  });

  it('sends answer reports as inserts, each on its own', async () => {
    const report = { set_table: 't', question_num: 1, blank: null, sentence: 's', answer: 'a' };
    const write = { table: 'answer_reports', key: [], kind: 'report' as const, insert: true, rows: [report] };
    await queueWrite('anna', write, { send: false });
    await queueWrite('anna', write, { send: false });
    await sendQueued();
    expect(backend.sent).toEqual([{ table: 'answer_reports', rows: [report, report], insert: true }]);
  });

  it('never sends one learner’s rows while another is signed in, and discards them when another signs in', async () => {
    backend.signedIn = 'ben';
    await queueWrite('anna', { table: 'review_log', key: ['id'], kind: 'review', rows: [{ id: 'l1' }] });
    await sendQueued();
    expect(backend.sent).toEqual([]);
    expect(await queuedCount('anna')).toBe(1);

    // The same learner back: their rows go.
    backend.signedIn = 'anna';
    await sendQueued();
    expect(backend.sent).toEqual([{ table: 'review_log', rows: [{ id: 'l1' }] }]);

    backend.status = 503;
    await queueWrite('anna', { table: 'review_log', key: ['id'], kind: 'review', rows: [{ id: 'l2' }] });
    backend.status = 201;
    backend.signedIn = 'ben';
    expect(await adoptQueue('ben')).toBe(1);
    expect(toast.error.mock.calls[0]?.[0]).toMatch(/another learner who used this browser/);
    backend.signedIn = 'anna';
    await sendQueued();
    expect(backend.sent).toHaveLength(1);
  });

  it('puts sent rows into the copy kept for offline reads', async () => {
    const unreachable = async (): Promise<never> => {
      throw new ServerUnreachable('no answer');
    };
    await readThrough(
      'anna',
      'rows:review_cards',
      async () => ({ value: [card('a', 1), card('b', 1)], status: 200 }),
      [],
    );
    await queueWrite('anna', cards([card('b', 2), card('c', 1)]));
    await sendQueued();
    await vi.waitFor(async () =>
      expect(await readThrough('anna', 'rows:review_cards', unreachable, [])).toEqual([
        card('a', 1),
        card('b', 2),
        card('c', 1),
      ]),
    );
  });

  it('reads through a copy kept in the browser when the server cannot be reached', async () => {
    const load = vi.fn(async () => ({ value: ['1dsp'], status: 200 }));
    expect(await readThrough('anna', 'completed', load, [])).toEqual(['1dsp']);
    await vi.waitFor(async () =>
      expect(
        await readThrough(
          'anna',
          'completed',
          async () => {
            throw new ServerUnreachable('no answer');
          },
          [],
        ),
      ).toEqual(['1dsp']),
    );
    expect(
      await readThrough(
        'ben',
        'completed',
        async () => {
          throw new ServerUnreachable('no answer');
        },
        [],
      ),
    ).toEqual([]);
  });
});
