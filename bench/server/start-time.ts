// `npm start` time (docs/product/quality.md "Server": answers within 10 s on a new data folder, 3 s on an existing one).
// Runs `node scripts/start.ts` as `npm start` does (the web app already built) with a new data
// folder, then again on the same folder, and prints the time until `/health` answers beside the
// bars, with the machine's load. Run: npx node bench/server/start-time.ts   (RUNS=n, default 3)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const runs = Number(process.env['RUNS'] ?? 3);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `npm start`'s script on `dataDir`; resolves with the seconds until /health answered 200. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, stopped as a terminal's Ctrl-C stops npm start: the script and the
    // server it runs.
    detached: true,
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error('npm start exited before it answered');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/health`);
        if (response.ok) return (performance.now() - started) / 1000;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    if (!exited) {
      const stopped = new Promise((resolve) => child.once('exit', resolve));
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
      await stopped;
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const fresh: number[] = [];
const existing: number[] = [];
const loads: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const dataDir = await mkdtemp(join(tmpdir(), 'grundlagen-start-'));
  try {
    loads.push(loadavg()[0] ?? 0);
    fresh.push(await timeStart(dataDir));
    existing.push(await timeStart(dataDir));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
const list = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
console.log(`npm start until /health answers, median of ${runs} (load ${list(loads)})`);
console.log(
  `new data folder       ${median(fresh).toFixed(1).padStart(5)} s  (bar < 10 s; runs ${list(fresh)})`,
);
console.log(
  `existing data folder  ${median(existing).toFixed(1).padStart(5)} s  (bar < 3 s; runs ${list(existing)})`,
);
