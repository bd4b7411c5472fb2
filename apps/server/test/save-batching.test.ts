// Many learners saving at once: single-row saves share statements (write-batcher.ts), yet
// every save lands in its learner's own row. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type Learner, type TestServer } from './support/test-server.ts';

const table = 'ch9_adverbs';

describe.each(backends)('concurrent saves on %s', (backend) => {
  let server: TestServer;
  let learners: Learner[];

  beforeAll(async () => {
    server = await startTestServer(backend);
    learners = await Promise.all(Array.from({ length: 8 }, () => server.signUp()));
    await Promise.all(
      learners.map((learner) =>
        learner.client
          .from(table)
          .insert(Array.from({ length: 20 }, (_, i) => ({ questionNum: i + 1, userAnswer: '' }))),
      ),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lands every concurrent PATCH and upsert in the right learner’s row', async () => {
    const saves = learners.flatMap((learner, who) =>
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? learner.client
              .from(table)
              .update({ userAnswer: `p${who}-${i + 1}` })
              .eq('questionNum', i + 1)
          : learner.client
              .from(table)
              .upsert({ questionNum: i + 1, userAnswer: `u${who}-${i + 1}` })
              .select('questionNum,userAnswer'),
      ),
    );
    const results = await Promise.all(saves);
    expect(results.every((result) => result.error === null)).toBe(true);
    // Each upsert returned its own row only; the PATCHes asked for no rows.
    for (const [index, result] of results.entries()) {
      const who = Math.floor(index / 20);
      const i = index % 20;
      if (i % 2 === 0) expect(result.data).toBeNull();
      else expect(result.data).toEqual([{ questionNum: i + 1, userAnswer: `u${who}-${i + 1}` }]);
    }
    for (const [who, learner] of learners.entries()) {
      const { data } = await learner.client.from(table).select('questionNum,userAnswer');
      expect(data).toEqual(
        Array.from({ length: 20 }, (_, i) => ({
          questionNum: i + 1,
          userAnswer: `${i % 2 === 0 ? 'p' : 'u'}${who}-${i + 1}`,
        })),
      );
    }
  });

  it('answers each of many concurrent saves to one row, ending with one of them; sequential saves keep order', async () => {
    const [learner] = learners;
    if (!learner) throw new Error('no learner');
    const values = Array.from({ length: 15 }, (_, i) => `v${i}`);
    const results = await Promise.all(
      values.map((userAnswer) => learner.client.from(table).upsert({ questionNum: 3, userAnswer })),
    );
    expect(results.every((result) => result.status === 201)).toBe(true);
    const { data } = await learner.client.from(table).select('userAnswer').eq('questionNum', 3).single();
    expect(values).toContain(data?.userAnswer);

    for (const userAnswer of ['eins', 'zwei', 'drei']) {
      await learner.client.from(table).update({ userAnswer }).eq('questionNum', 4);
    }
    const last = await learner.client.from(table).select('userAnswer').eq('questionNum', 4).single();
    expect(last.data?.userAnswer).toBe('drei');
  });

  it('keeps every character of answers saved together (values travel as one array a column)', async () => {
    const awkward = [
      'Er sagt: "Hallo", dann geht er.',
      'a\\b \\"c\\" {d} (e, f)',
      'NULL',
      '',
      ' führt  ',
      'Zeile eins\nZeile zwei',
      'l\'été, {"x"}',
      '😀 Straße',
    ];
    const saves = learners.flatMap((learner, who) =>
      awkward.map((text, i) =>
        who % 2 === 0
          ? learner.client
              .from(table)
              .update({ userAnswer: text })
              .eq('questionNum', i + 5)
          : learner.client.from(table).upsert({ questionNum: i + 5, userAnswer: text }),
      ),
    );
    const results = await Promise.all(saves);
    expect(results.map((result) => result.error)).toEqual(saves.map(() => null));
    for (const learner of learners) {
      const { data } = await learner.client
        .from(table)
        .select('questionNum,userAnswer')
        .gte('questionNum', 5)
        .lte('questionNum', 4 + awkward.length)
        .order('questionNum');
      expect(data).toEqual(awkward.map((userAnswer, i) => ({ questionNum: i + 5, userAnswer })));
    }
    const cleared = await Promise.all(
      learners.map((learner) => learner.client.from(table).update({ userAnswer: null }).eq('questionNum', 5)),
    );
    expect(cleared.map((result) => result.error)).toEqual(learners.map(() => null));
    const { data } = await learners[1]!.client.from(table).select('userAnswer').eq('questionNum', 5).single();
    expect(data).toEqual({ userAnswer: null });
  });

  it('a PATCH of a missing question matches nothing and is not an error', async () => {
    const [learner] = learners;
    const result = await learner!.client
      .from(table)
      .update({ userAnswer: 'x' })
      .eq('questionNum', 999)
      .select();
    expect(result.error).toBeNull();
    expect(result.data).toEqual([]);
  });
});
