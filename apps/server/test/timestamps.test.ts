// Times learners write lie from 1970 to the end of 2999 (issue 37), checked at the door and by
// a CHECK in the database, so that PGlite and PostgreSQL store and return the same: PGlite read
// 0050-06-01 back as 1950-06-01 and 0001-06-01 as 2001-01-06.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../src/lib/db.ts';
import {
  backends,
  createTestDatabase,
  startTestServer,
  type Learner,
  type TestServer,
} from './support/test-server.ts';

const card = (cardId: string, due: string) => ({
  card_id: cardId,
  due,
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps: 0,
  lapses: 0,
  state: 0,
  last_review: null,
});

describe.each(backends)('timestamps on %s', (backend) => {
  let server: TestServer;
  let anna: Learner;
  beforeAll(async () => {
    server = await startTestServer(backend);
    anna = await server.signUp();
  }, 60_000);
  afterAll(async () => server?.close());

  it.each([
    '0050-06-01T00:00:00Z',
    '0001-06-01',
    '0001-01-01T00:00:00+01:00',
    '1969-12-31T23:59:59.999Z',
    '1970-01-01T00:30:00+01:00',
    '3000-01-01T00:00:00Z',
    '2999-12-31T23:30:00-01:00',
  ])('refuses %s with 400 22008 and stores nothing', async (due) => {
    const { error, status } = await anna.client.from('review_cards').upsert(card(`early:${due}`, due));
    expect(status).toBe(400);
    expect(error?.code).toBe('22008');
    const { data } = await anna.client.from('review_cards').select('card_id').eq('card_id', `early:${due}`);
    expect(data).toEqual([]);
  });

  it('stores the ends of the range and returns them as they are', async () => {
    const times = {
      '1970-01-01T00:00:00Z': '1970-01-01T00:00:00.000Z',
      '1970-01-01T01:00:00+01:00': '1970-01-01T00:00:00.000Z',
      '2999-12-31T23:59:59.999Z': '2999-12-31T23:59:59.999Z',
    };
    for (const [index, due] of Object.keys(times).entries()) {
      const { error } = await anna.client.from('review_cards').upsert(card(`edge:${index}`, due));
      expect(error).toBeNull();
    }
    const { data } = await anna.client
      .from('review_cards')
      .select('card_id, due')
      .in('card_id', ['edge:0', 'edge:1', 'edge:2'])
      .order('card_id');
    expect(data?.map((row) => row.due)).toEqual(Object.values(times));
  });

  it('reads with a filter on any date, early ones included', async () => {
    const { data, error } = await anna.client
      .from('review_cards')
      .select('card_id')
      .gt('due', '0001-01-01T00:00:00+01:00')
      .lt('due', '1970-01-01T00:00:01Z');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
  });
});

describe.each(backends)('the timestamp CHECKs of the migrations on %s', (backend) => {
  it('refuse an early time written past the server', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'grundlagen-times-'));
    const db = await openDatabase({
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
      dataDir,
    });
    try {
      await migrate(db);
      const learner = randomUUID();
      await db.query(`INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'x')`, [
        learner,
        `${learner}@example.org`,
      ]);
      const insert = `INSERT INTO mistakes (user_id, id, set_code, question_key, prompt, answer, answer_check, made_at)
        VALUES ($1, gen_random_uuid(), 's', 'k', 'p', 'a', '{}', $2)`;
      await expect(db.query(insert, [learner, '0050-06-01T00:00:00Z'])).rejects.toMatchObject({
        code: '23514',
      });
      await db.query(insert, [learner, '2026-06-01T00:00:00Z']);
    } finally {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
