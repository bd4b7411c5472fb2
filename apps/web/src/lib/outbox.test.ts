import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueRows, flushOutbox, hasUnsentRows, unsentRows } from './outbox.ts';

/** The backend as the outbox sees it: who is signed in, what it answers, what it took. */
const backend = vi.hoisted(() => ({
  signedIn: 'anna' as string | null,
  status: 201,
  sent: [] as { table: string; rows: unknown[] }[],
}));
vi.mock('./supabase.ts', () => ({
  supabase: () => ({
    auth: {
      getSession: async () => ({
        data: { session: backend.signedIn ? { user: { id: backend.signedIn } } : null },
      }),
    },
    from: (table: string) => ({
      upsert: async (rows: unknown[]) => {
        if (backend.status >= 300)
          return { status: backend.status, error: { message: `status ${backend.status}` } };
        backend.sent.push({ table, rows });
        return { status: backend.status, error: null };
      },
    }),
  }),
}));

const card = (id: string, reps: number) => ({ card_id: id, reps });

describe('the outbox of review and mistake rows', () => {
  beforeEach(() => {
    localStorage.clear();
    backend.signedIn = 'anna';
    backend.status = 201;
    backend.sent = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps rows while the server is away, shows them to loads, and sends them in order when it is back', async () => {
    backend.status = 503;
    await enqueueRows('anna', { table: 'review_cards', key: ['card_id'], rows: [card('a', 1)] });
    await enqueueRows('anna', {
      table: 'review_cards',
      key: ['card_id'],
      rows: [card('a', 2), card('b', 1)],
    });
    expect(hasUnsentRows('anna')).toBe(true);
    // A later write of the same row wins.
    expect([...unsentRows('anna', 'review_cards').values()]).toEqual([card('a', 2), card('b', 1)]);
    expect(backend.sent).toEqual([]);

    backend.status = 201;
    await flushOutbox('anna');
    expect(backend.sent).toEqual([
      { table: 'review_cards', rows: [card('a', 1)] },
      { table: 'review_cards', rows: [card('a', 2), card('b', 1)] },
    ]);
    expect(hasUnsentRows('anna')).toBe(false);
  });

  it('tries again by itself a few seconds after a failure', async () => {
    vi.useFakeTimers();
    backend.status = 503;
    await enqueueRows('anna', { table: 'mistakes', key: ['id'], rows: [{ id: 'm1' }] });
    backend.status = 201;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(backend.sent).toEqual([{ table: 'mistakes', rows: [{ id: 'm1' }] }]);
  });

  it('drops rows the server refuses for good, so later rows are not held up', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.status = 400;
    await enqueueRows('anna', { table: 'mistakes', key: ['id'], rows: [{ id: 'bad' }] });
    expect(hasUnsentRows('anna')).toBe(false);
    expect(error).toHaveBeenCalled();
  });

  it('never sends one learner’s rows while another is signed in', async () => {
    backend.signedIn = 'ben';
    await enqueueRows('anna', { table: 'review_log', key: ['id'], rows: [{ id: 'l1' }] });
    expect(backend.sent).toEqual([]);
    expect(hasUnsentRows('anna')).toBe(true);
    backend.signedIn = 'anna';
    await flushOutbox('anna');
    expect(backend.sent).toEqual([{ table: 'review_log', rows: [{ id: 'l1' }] }]);
  });
});
