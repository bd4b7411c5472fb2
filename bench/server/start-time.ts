// `npm start` time and memory (answers within 10 s on a new data folder, 3 s on an existing one;
// fits a 1 GB machine: peak < 400 MB while starting, < 150 MB idle on PGlite).
// Runs `node scripts/start.ts` as `npm start` does (the web app already built) with a new data
// folder, then again on the same folder (and once first as on a fresh clone, building the web
// app into a new folder: FIRST_BUILD=0 skips it), and prints the time until `/health` answers, the peak
// memory of its processes until then (sampled every 10 ms, summed over the script, the
// supervisor it becomes and the server; PSS against the bars, and RSS) and their memory idle
// 10 s later, beside the bars, with the machine's load.
// Run: npx node bench/server/start-time.ts   (RUNS=n, default 3; IDLE_SECONDS=n, default 10)
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const runs = Number(process.env['RUNS'] ?? 3);
const idleSeconds = Number(process.env['IDLE_SECONDS'] ?? 10);

/** Memory (MB) of a group of processes, summed over them. */
interface Memory {
  /** Resident: each process's pages in RAM, shared ones (Node's own code) counted in each. */
  rss: number;
  /** Proportional: a page shared by n processes counts 1/n in each, so the sum is what they use. */
  pss: number;
}

/**
 * Memory of the processes in process group `group`, summed; 0 once they are gone. RSS from
 * /proc/<pid>/status (microseconds); PSS only when `pss` is set, from smaps_rollup, which walks
 * every page of the process (6 ms a process here) and, read every 10 ms, slowed the start.
 */
function groupMemory(group: number, options: { pss: boolean }): Memory {
  let rss = 0;
  let pss = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's closing parenthesis: state, ppid, pgrp, …
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      rss += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 0);
      if (options.pss) {
        pss += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
      }
    } catch {
      // exited meanwhile
    }
  }
  return { rss: rss / 1024, pss: pss / 1024 };
}

const higher = (a: Memory, b: Memory): Memory => ({
  rss: Math.max(a.rss, b.rss),
  pss: Math.max(a.pss, b.pss),
});

interface Start {
  /** Seconds until /health answered 200. */
  seconds: number;
  /** Highest memory of npm start's processes until then (each figure's own highest). */
  peak: Memory;
  /** Their memory after idling `idleSeconds`. */
  idle: Memory;
}

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

/** Starts `npm start`'s script on `dataDir`; resolves with its start time and memory. */
async function timeStart(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, stopped as a terminal's Ctrl-C stops npm start: the script and the
    // server it runs.
    detached: true,
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const group = child.pid ?? 0;
  let peak: Memory = { rss: 0, pss: 0 };
  // RSS every 10 ms; PSS every 250 ms (a shorter peak can pass between two readings).
  let samples = 0;
  const sampler = setInterval(() => {
    samples += 1;
    peak = higher(peak, groupMemory(group, { pss: samples % 25 === 0 }));
  }, 10);
  try {
    let seconds = 0;
    while (seconds === 0) {
      if (exited) throw new Error('npm start exited before it answered');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/health`);
        if (response.ok) seconds = (performance.now() - started) / 1000;
      } catch {
        // not listening yet
      }
      if (seconds === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    clearInterval(sampler);
    peak = higher(peak, groupMemory(group, { pss: true }));
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    return { seconds, peak, idle: groupMemory(group, { pss: true }) };
  } finally {
    clearInterval(sampler);
    if (!exited) {
      const stopped = new Promise((resolve) => child.once('exit', resolve));
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
      await stopped;
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// The first start of a fresh clone: no web app built yet, so npm start builds it (into a folder
// of its own, WEB_DIST) before the server starts. Once, unless FIRST_BUILD=0.
let firstStart: Start | undefined;
if (process.env['FIRST_BUILD'] !== '0') {
  const dataDir = await mkdtemp(join(tmpdir(), 'grundlagen-start-'));
  const webDist = await mkdtemp(join(tmpdir(), 'grundlagen-start-web-'));
  try {
    firstStart = await timeStart(dataDir, { WEB_DIST: webDist });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(webDist, { recursive: true, force: true });
  }
}

const fresh: Start[] = [];
const existing: Start[] = [];
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
const list = (values: number[], digits = 1) => values.map((value) => value.toFixed(digits)).join(' ');
console.log(`npm start until /health answers, and its memory (MB), median of ${runs} (load ${list(loads)})`);
console.log(
  "Memory is summed over npm start's processes (its script, then the supervisor it becomes, and the\n" +
    "server). PSS is what they use together: a page of Node's own code that the supervisor and the\n" +
    'server share counts once, where RSS counts it in each. Idle is held to its bar in PSS; the peak\n' +
    'in RSS, read every 10 ms (PSS costs 6 ms a process to read and is read every 250 ms).',
);
for (const [name, starts, bar] of [
  ['new data folder', fresh, 10],
  ['existing data folder', existing, 3],
] as const) {
  const seconds = starts.map((start) => start.seconds);
  console.log(
    `${name.padEnd(21)} ${median(seconds).toFixed(1).padStart(5)} s  (bar < ${bar} s; runs ${list(seconds)})`,
  );
  for (const figure of ['pss', 'rss'] as const) {
    const peaks = starts.map((start) => start.peak[figure]);
    const idles = starts.map((start) => start.idle[figure]);
    const bars = figure === 'pss' ? ['', 'bar < 150; '] : ['bar < 400; ', ''];
    console.log(
      `${''.padEnd(21)} ${figure.toUpperCase()} peak ${median(peaks).toFixed(0).padStart(4)} MB (${bars[0]}runs ${list(peaks, 0)})  idle ${median(idles).toFixed(0).padStart(4)} MB after ${idleSeconds} s (${bars[1]}runs ${list(idles, 0)})`,
    );
  }
}
if (firstStart)
  console.log(
    `${'first start (builds)'.padEnd(21)} ${firstStart.seconds.toFixed(1).padStart(5)} s  RSS peak ${firstStart.peak.rss.toFixed(0)} MB, PSS peak ${firstStart.peak.pss.toFixed(0)} MB while it builds the web app and starts (a 1 GB machine: well under 1,000), idle ${firstStart.idle.pss.toFixed(0)} MB PSS`,
  );
