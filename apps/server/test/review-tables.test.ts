// The learner's own tables of spaced review and My mistakes (issue 25), through /rest/v1 as
// the web app calls them (postgrest-js upserts and selects), on PGlite and on PostgreSQL: typed
// values round-trip, bad values are 4xx, and two learners never see or touch each other's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type Learner, type TestServer } from './support/test-server.ts';

const card = (cardId: string, due: string, reps = 0) => ({
  card_id: cardId,
  due,
  stability: reps === 0 ? 0 : 2.3065,
  difficulty: reps === 0 ? 0 : 2.118104,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: reps === 0 ? 0 : 1,
  reps,
  lapses: 0,
  state: reps === 0 ? 0 : 1,
  last_review: reps === 0 ? null : '2026-03-02T10:00:00.000Z',
});

const mistake = (id: string, answer: string) => ({
  id,
  set_code: '1dsp',
  question_key: '3-0',
  question_num: 3,
  prompt: 'If you are talking to your little brother, you should use:',
  answer,
  answer_check: JSON.stringify({ kind: 'words', accepted: ['du'], language: 'de' }),
  made_at: '2026-03-02T10:05:00.000Z',
  fixed_at: null,
});

const annasMistake = '6f1de3f2-33a4-4b8e-9a51-7d4a0c7a2b10';
const logId = '0b5c9d5e-1d1e-4c59-8f55-6a3c1c2d9e77';

describe.each(backends)('review tables on %s', (backend) => {
  let server: TestServer;
  let anna: Learner;
  let ben: Learner;

  beforeAll(async () => {
    server = await startTestServer(backend);
    anna = await server.signUp();
    ben = await server.signUp();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a learner’s cards with their FSRS state and gives them back typed', async () => {
    const saved = await anna.client
      .from('review_cards')
      .upsert([
        card('v1:noun:Tisch:de', '2026-03-02T10:00:00.000Z'),
        card('v1:noun:Tisch:en', '2026-03-02T10:00:00.000Z'),
      ]);
    expect(saved.error).toBeNull();
    // A review answer: the same card again, upserted with its new state.
    const again = await anna.client
      .from('review_cards')
      .upsert(card('v1:noun:Tisch:de', '2026-03-02T10:10:00.000Z', 1));
    expect(again.error).toBeNull();
    const { data, error } = await anna.client.from('review_cards').select('*').order('card_id');
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    const reviewed = data?.find((row) => row.card_id === 'v1:noun:Tisch:de');
    expect(reviewed).toMatchObject({ reps: 1, state: 1, stability: 2.3065, difficulty: 2.118104 });
    expect(Date.parse(reviewed.due)).toBe(Date.parse('2026-03-02T10:10:00.000Z'));
    expect(Date.parse(reviewed.last_review)).toBe(Date.parse('2026-03-02T10:00:00.000Z'));
    expect(data?.find((row) => row.card_id === 'v1:noun:Tisch:en')?.last_review).toBeNull();
  });

  it('keeps a review log entry sent twice once', async () => {
    const entry = {
      id: logId,
      card_id: 'v1:noun:Tisch:de',
      rating: 3,
      answer: 'der Tisch',
      reviewed_at: '2026-03-02T10:00:00.000Z',
      next_due: '2026-03-02T10:10:00.000Z',
      stability: 2.3065,
      difficulty: 2.118104,
    };
    expect((await anna.client.from('review_log').upsert(entry)).error).toBeNull();
    expect((await anna.client.from('review_log').upsert(entry)).error).toBeNull();
    const { data } = await anna.client.from('review_log').select('id,rating,answer');
    expect(data).toEqual([{ id: logId, rating: 3, answer: 'der Tisch' }]);
  });

  it('records a mistake and marks it fixed', async () => {
    expect((await anna.client.from('mistakes').upsert(mistake(annasMistake, 'Sie'))).error).toBeNull();
    const fixed = await anna.client
      .from('mistakes')
      .upsert({ ...mistake(annasMistake, 'Sie'), fixed_at: '2026-03-03T09:00:00.000Z' });
    expect(fixed.error).toBeNull();
    const { data } = await anna.client.from('mistakes').select('*');
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({
      set_code: '1dsp',
      question_key: '3-0',
      question_num: 3,
      answer: 'Sie',
    });
    expect(Date.parse(data?.[0].fixed_at)).toBe(Date.parse('2026-03-03T09:00:00.000Z'));
  });

  it('keeps a mistake’s explanation, or none, and refuses one too long with a 4xx', async () => {
    // A learner of its own, so the other tests' rows stay as they are.
    const cara = await server.signUp();
    const explained = '5a0d7c1e-2b3f-4e8a-9c6d-1f2e3a4b5c6d';
    const unexplained = '7b1e8d2f-3c4a-4f9b-8d7e-2a3b4c5d6e7f';
    const explanation = 'mit takes the dative: mit dem Bus.';
    expect(
      (await cara.client.from('mistakes').upsert({ ...mistake(explained, 'den'), explanation })).error,
    ).toBeNull();
    // Rows written before the column (and by older pages) have none.
    expect((await cara.client.from('mistakes').upsert(mistake(unexplained, 'der'))).error).toBeNull();
    const { data } = await cara.client
      .from('mistakes')
      .select('id,explanation')
      .in('id', [explained, unexplained])
      .order('id');
    expect(data).toEqual([
      { id: explained, explanation },
      { id: unexplained, explanation: null },
    ]);

    const tooLong = await cara.client
      .from('mistakes')
      .upsert({ ...mistake('8c2f9e3a-4d5b-4a0c-9e8f-3b4c5d6e7f8a', 'den'), explanation: 'x'.repeat(501) });
    expect(tooLong.status).toBeGreaterThanOrEqual(400);
    expect(tooLong.status).toBeLessThan(500);
    const notText = await cara.client
      .from('mistakes')
      .upsert({ ...mistake('9d3a0f4b-5e6c-4b1d-8f9a-4c5d6e7f8a9b', 'den'), explanation: 42 });
    expect(notText.status).toBeGreaterThanOrEqual(400);
    expect(notText.status).toBeLessThan(500);
    // Nothing of a refused write was kept.
    const kept = await cara.client
      .from('mistakes')
      .select('id')
      .in('id', ['8c2f9e3a-4d5b-4a0c-9e8f-3b4c5d6e7f8a', '9d3a0f4b-5e6c-4b1d-8f9a-4c5d6e7f8a9b']);
    expect(kept.data).toEqual([]);
  });

  it('refuses values of the wrong type with a 4xx, never a 5xx', async () => {
    const badState = await anna.client
      .from('review_cards')
      .upsert({ ...card('x', 'not a date'), state: 'new' });
    expect(badState.status).toBeGreaterThanOrEqual(400);
    expect(badState.status).toBeLessThan(500);
    const badId = await anna.client.from('mistakes').upsert(mistake('not-a-uuid', 'Sie'));
    expect(badId.status).toBeGreaterThanOrEqual(400);
    expect(badId.status).toBeLessThan(500);
    const badStability = await anna.client
      .from('review_cards')
      .upsert({ ...card('y', '2026-03-02T10:00:00Z'), stability: 'high' });
    expect(badStability.status).toBeGreaterThanOrEqual(400);
    expect(badStability.status).toBeLessThan(500);
  });

  it('shows another learner none of these rows, and their writes never touch them', async () => {
    for (const table of ['review_cards', 'review_log', 'mistakes']) {
      expect((await ben.client.from(table).select('*')).data, table).toEqual([]);
      expect((await ben.client.from(table).select('*').eq('user_id', anna.userId)).data, table).toEqual([]);
    }
    // The same card id and the same mistake id are Ben's own rows.
    expect(
      (await ben.client.from('review_cards').upsert(card('v1:noun:Tisch:de', '2030-01-01T00:00:00.000Z', 0)))
        .error,
    ).toBeNull();
    expect((await ben.client.from('mistakes').upsert(mistake(annasMistake, 'ihr'))).error).toBeNull();
    await ben.client.from('review_cards').update({ reps: 99 }).eq('card_id', 'v1:noun:Tisch:en');
    await ben.client.from('mistakes').delete().eq('id', annasMistake);
    await ben.client.from('review_log').delete().eq('id', logId);

    const annasCard = await anna.client
      .from('review_cards')
      .select('reps,due')
      .eq('card_id', 'v1:noun:Tisch:de');
    expect(annasCard.data?.[0]?.reps).toBe(1);
    expect(
      (await anna.client.from('review_cards').select('reps').eq('card_id', 'v1:noun:Tisch:en')).data,
    ).toEqual([{ reps: 0 }]);
    expect((await anna.client.from('mistakes').select('answer')).data).toEqual([{ answer: 'Sie' }]);
    expect((await anna.client.from('review_log').select('id')).data).toEqual([{ id: logId }]);
    expect((await ben.client.from('mistakes').select('answer')).data).toEqual([{ answer: 'ihr' }]);
  });

  it('refuses a learner who is not signed in', async () => {
    const anonymous = await server.client().from('review_cards').select('*');
    expect(anonymous.error).not.toBeNull();
  });
});
