// Keeping the server running in production (issue 37): the README's systemd unit is valid and
// restarts on failure, and `npm start`'s supervisor says in one line why the server stopped —
// out of memory, or killed — and exits non-zero so that the unit restarts it; a clean stop
// exits 0 without a word. The real server on PGlite and on PostgreSQL.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { serverNodeOptions } from '../src/node-options.ts';
import { superviseServer } from '../src/supervisor.ts';
import { backends, createTestDatabase } from './support/test-server.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const systemdAnalyze = '/usr/bin/systemd-analyze';

/** The systemd unit the README gives. */
function readmeUnit(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const unit = /```ini\n(\[Unit\][\s\S]*?)```/.exec(readme)?.[1];
  if (!unit) throw new Error('README.md has no ```ini block with a systemd unit');
  return unit;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the README’s systemd unit', () => {
  it('runs npm start in the checkout and restarts it on failure', () => {
    const unit = readmeUnit();
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/npm start$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^WorkingDirectory=/m);
  });

  it.skipIf(!existsSync(systemdAnalyze))('passes systemd-analyze verify without a warning', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'grundlagen-unit-'));
    try {
      const file = join(dir, 'grundlagen.service');
      writeFileSync(file, readmeUnit());
      const { stdout, stderr } = await promisify(execFile)(systemdAnalyze, ['verify', file]);
      expect(`${stdout}${stderr}`).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('npm start’s supervisor', () => {
  it('says the server ran out of memory when its heap is full, and exits non-zero', async () => {
    const lines: string[] = [];
    const code = await superviseServer(
      [
        '--max-old-space-size=16',
        '-e',
        'const kept = []; for (;;) kept.push({ text: "x".repeat(64) + Math.random() });',
      ],
      { log: (line) => lines.push(line) },
    );
    expect(code).not.toBe(0);
    expect(lines).toEqual([
      'Grundlagen stopped: the server ran out of memory (its JavaScript heap is full).',
    ]);
  }, 60_000);

  it.each(backends)(
    'on %s: says when the server was killed and exits 1; a clean stop exits 0 without a word',
    async (backend) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'grundlagen-supervised-'));
      const port = await freePort();
      const env = {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        WEB_DIST: join(dataDir, 'no-web-build'),
        ...(backend === 'postgres' ? { DATABASE_URL: await createTestDatabase() } : {}),
      };
      const entry = join(root, 'apps', 'server', 'src', 'server.ts');
      /** Runs the supervised server until `stop` has done its work on it. */
      const supervised = async (stop: (pid: number) => void) => {
        const lines: string[] = [];
        let pid = 0;
        const exited = superviseServer([...serverNodeOptions, entry], {
          env,
          log: (line) => lines.push(line),
          onSpawn: (spawned) => {
            pid = spawned;
          },
        });
        // Up when /health answers.
        await vi.waitFor(async () => expect((await fetch(`http://127.0.0.1:${port}/health`)).ok).toBe(true), {
          timeout: 30_000,
          interval: 100,
        });
        stop(pid);
        return { code: await exited, lines };
      };
      try {
        const killed = await supervised((pid) => process.kill(pid, 'SIGKILL'));
        expect(killed.code).toBe(1);
        expect(killed.lines).toHaveLength(1);
        expect(killed.lines[0]).toMatch(/^Grundlagen stopped: the server was killed \(SIGKILL\)/);

        const stopped = await supervised((pid) => process.kill(pid, 'SIGTERM'));
        expect(stopped).toEqual({ code: 0, lines: [] });
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
