// A PostgreSQL outage mid-run: saves stream in, PostgreSQL is stopped and started again.
// While it is down /health says so and the API answers 503 with Retry-After (never 500);
// afterwards the server recovers by itself and every acknowledged save is there. PostgreSQL
// only (PGlite lives inside the server process and cannot go down on its own).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from './support/postgres-cluster.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const table = 'ch2_genitives';

/** Waits until a condition holds (checked every 50 ms), or fails naming what it waited for. */
async function waitFor(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  await vi.waitFor(async () => expect(await condition(), `waiting for ${what}`).toBe(true), {
    timeout: timeoutMs,
    interval: 50,
  });
}

describe('PostgreSQL outage', () => {
  let cluster: PostgresCluster;
  let server: TestServer;

  beforeAll(async () => {
    // A cluster of its own: stopping the shared one would take every other suite down too.
    cluster = await startPostgresCluster({ fsync: 'off', full_page_writes: 'off' });
    server = await startTestServer('postgres', { DATABASE_URL: await cluster.createDatabase('outage') });
  });
  afterAll(async () => {
    await server?.close();
    await cluster?.stop();
  });

  it('answers 503 with Retry-After while PostgreSQL is down, then recovers without losing a save', async () => {
    const learner = await server.signUp();
    const acknowledged = new Map<number, string>();
    const statuses = new Map<number, number>();
    const outageAnswers: { code: string; retryAfter: string | null }[] = [];
    let running = true;
    let questionNum = 0;

    const stream = async () => {
      while (running) {
        questionNum += 1;
        const current = questionNum;
        const answer = `antwort-${current}`;
        const response = await server.request(`/rest/v1/${table}`, {
          method: 'POST',
          token: learner.accessToken,
          headers: { 'content-type': 'application/json', prefer: 'resolution=merge-duplicates' },
          body: JSON.stringify({ questionNum: current, userAnswer: answer }),
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 201) acknowledged.set(current, answer);
        else {
          const body = (await response.json()) as { code: string };
          if (response.status === 503) {
            outageAnswers.push({ code: body.code, retryAfter: response.headers.get('retry-after') });
          }
          // A refused save is sent again a little later, as a client would (pacing, not waiting).
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const streams = [stream(), stream()];
    try {
      await runOutage();
    } finally {
      running = false;
      await Promise.allSettled(streams);
    }

    async function runOutage() {
      await waitFor(async () => acknowledged.size >= 50, 20_000, '50 saves');
      expect((await server.request('/health', { apikey: null })).status).toBe(200);
      await cluster.pause();

      await waitFor(async () => outageAnswers.length >= 5, 20_000, '503 answers');
      const health = await server.request('/health', { apikey: null });
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBeTruthy();
      const user = await server.request('/auth/v1/user', { token: learner.accessToken });
      expect(user.status).toBe(503);
      const savedBeforeRestart = acknowledged.size;

      await cluster.resume();
      await waitFor(
        async () => (await server.request('/health', { apikey: null })).status === 200,
        30_000,
        'health to recover',
      );
      await waitFor(async () => acknowledged.size >= savedBeforeRestart + 50, 20_000, '50 more saves');
    }

    expect([...statuses.keys()].sort()).toEqual([201, 503]);
    expect(outageAnswers.every((answer) => answer.code === 'PGRST000' && answer.retryAfter === '5')).toBe(
      true,
    );

    const stored = new Map<number, string>();
    for (let offset = 0; ; offset += 200) {
      const page = await learner.client
        .from(table)
        .select('questionNum,userAnswer')
        .order('questionNum')
        .range(offset, offset + 199);
      expect(page.error).toBeNull();
      for (const row of page.data ?? []) stored.set(row.questionNum as number, row.userAnswer as string);
      if ((page.data ?? []).length < 200) break;
    }
    const lost = [...acknowledged].filter(([num, answer]) => stored.get(num) !== answer);
    console.log(
      `outage on postgres: ${acknowledged.size} saves acknowledged, statuses ${[...statuses]
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}, lost ${lost.length}`,
    );
    expect(lost).toEqual([]);
  });
});
