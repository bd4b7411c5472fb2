// The largest read one learner can cause, against the real server process on PGlite and on
// PostgreSQL: a learner at the row limit of mistakes, every row as large as its columns allow
// (control characters, six bytes each in JSON), reads them all five times at once, three times
// over. Each response stays within 13 MB (2 MB of text as JSON) and the server's peak memory under a stated figure.
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/lib/db.ts';
import { mistakes } from '../src/routes/rest/owned-tables.ts';
import { maxResponseTextBytes } from '../src/routes/rest/sql.ts';
import {
  clientFor,
  killHard,
  startServer,
  stopGracefully,
  type RunningServer,
} from './support/server-process.ts';
import { backends, createTestDatabase, uniqueEmail } from './support/test-server.ts';

/** Peak and current resident memory of a process, in MB (Linux). */
function memoryOf(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { peak: field('VmHWM'), now: field('VmRSS') };
}

/**
 * The stated figures: the server's peak memory while a learner makes the largest read, in MB.
 * The same on both: on PostgreSQL the peak ranged 284–407 MB over five full runs (from 160–190 MB
 * idle; the heap's growth depends on when the collector runs), too close to a 400 MB bar.
 */
const peakMb = { pglite: 500, postgres: 500 };

describe.each(backends)('the largest read on %s', (backend) => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it(`keeps each response within 13 MB and the server under ${peakMb[backend]} MB`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'grundlagen-memory-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const databaseUrl = backend === 'postgres' ? await createTestDatabase() : undefined;
    const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

    let server: RunningServer = await startServer(env);
    cleanup.push(() => killHard(server));
    const email = uniqueEmail('reader');
    const password = 'Kaffee-mit-Milch-7';
    const signUp = await (await clientFor(server.url)).auth.signUp({ email, password });
    const userId = signUp.data.user?.id as string;
    expect(userId).toBeTruthy();

    // Fill the learner's mistakes to the limit directly (a learner would need 10,000 requests);
    // PGlite is the server's own, so the server is stopped meanwhile.
    const limit = mistakes.maxRowsPerLearner as number;
    if (backend === 'pglite') expect(await stopGracefully(server)).toBe(0);
    const db = await openDatabase({ databaseUrl, dataDir });
    try {
      await db.query(
        `INSERT INTO mistakes (user_id, id, set_code, question_key, question_num, prompt, answer, answer_check, made_at)
         SELECT $1, gen_random_uuid(), repeat(chr(1), 20), repeat(chr(2), 200), 1, repeat(chr(3), 2000),
                repeat(chr(4), 2000), repeat(chr(5), 20000), now() - make_interval(secs => n)
           FROM generate_series(1, $2) AS n`,
        [userId, limit],
      );
    } finally {
      await db.close();
    }
    if (backend === 'pglite') server = await startServer(env);

    const client = await clientFor(server.url);
    const login = await client.auth.signInWithPassword({ email, password });
    const token = login.data.session?.access_token as string;
    const pid = server.process.pid as number;
    const idle = memoryOf(pid);
    // The peak from here on: the start's own (PGlite's, on a large database) is not the reads'.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');

    let largest = 0;
    for (let round = 0; round < 3; round += 1) {
      const sizes = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const response = await fetch(`${server.url}/rest/v1/mistakes?select=*`, {
            headers: { apikey: client['supabaseKey'] as string, authorization: `Bearer ${token}` },
          });
          expect(response.status).toBe(200);
          expect(response.headers.get('content-range')).toMatch(new RegExp(`^0-\\d+/${limit}$`));
          return (await response.arrayBuffer()).byteLength;
        }),
      );
      largest = Math.max(largest, ...sizes);
    }
    const after = memoryOf(pid);
    console.log(
      `${backend}: largest response ${(largest / 1e6).toFixed(2)} MB; server memory idle ${idle.now.toFixed(0)} MB, ` +
        `peak during the reads ${after.peak.toFixed(0)} MB (at start ${idle.peak.toFixed(0)} MB)`,
    );
    expect(largest).toBeLessThanOrEqual(6 * maxResponseTextBytes + 150_000);
    expect(after.peak).toBeLessThan(peakMb[backend]);
  }, 180_000);
});
