// npm start runs the server's JavaScript build (tsconfig.build.json, into dist/). Built into a
// folder beside src/ as dist/ is, the server starts on a new PGlite folder (the template, then
// a restart in place), finds its migrations, signs a learner up (the password check runs in a
// worker thread loaded from a file of the build) and keeps the learner's saved answer.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startServer, stopGracefully, type RunningServer } from './support/server-process.ts';
import { uniqueEmail } from './support/test-server.ts';

const serverDir = join(import.meta.dirname, '..');
const built = join(serverDir, `dist-test-${process.pid}`);
let dataDir = '';
let server: RunningServer | undefined;

beforeAll(async () => {
  const tsc = join(serverDir, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc');
  const build = spawnSync(
    process.execPath,
    [tsc, '-p', join(serverDir, 'tsconfig.build.json'), '--outDir', built],
    {
      encoding: 'utf8',
    },
  );
  expect(build.status, build.stdout + build.stderr).toBe(0);
  dataDir = await mkdtemp(join(tmpdir(), 'grundlagen-built-'));
}, 120_000);

afterAll(async () => {
  if (server) await stopGracefully(server);
  await rm(built, { recursive: true, force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the server’s JavaScript build', () => {
  it('starts on a new data folder, signs a learner up and keeps a saved answer', async () => {
    expect(existsSync(join(built, 'server.js'))).toBe(true);
    expect(existsSync(join(built, 'start-supervised.js'))).toBe(true);
    server = await startServer({ DATA_DIR: dataDir }, join(built, 'server.js'));
    const supabase = await clientFor(server.url);
    const signUp = await supabase.auth.signUp({
      email: uniqueEmail('built'),
      password: 'Wohnzimmer-Fenster-1987',
    });
    expect(signUp.error).toBeNull();
    const saved = await supabase.from('ch1_subj_pronoun').upsert({ questionNum: 1, userAnswer: 'ich' });
    expect(saved.error).toBeNull();
    const read = await supabase.from('ch1_subj_pronoun').select('questionNum,userAnswer');
    expect(read.data).toEqual([{ questionNum: 1, userAnswer: 'ich' }]);
    expect(await stopGracefully(server)).toBe(0);
    server = undefined;
    expect(existsSync(join(dataDir, 'pglite', 'data', 'PG_VERSION'))).toBe(true);
  });
});
