// Server benchmark (docs/product/quality.md "Server"). Run: npx node bench/server/run.ts
//
// Starts the real server (node apps/server/src/server.ts) on PGlite, then on a throw-away
// PostgreSQL cluster; signs up 100 learners; and with autocannon (100 connections, each
// its own learner's token, loopback only) measures loading a drill's 40 answers, saving
// one answer (PATCH, as the product does, and as an upsert), and upserting the tracker.
// Then, for comparison, the same answer upsert straight on the database from Node, and on
// PostgreSQL with pgbench (100 clients). Every case runs for BENCH_SECONDS (default 10); the paced
// case runs BENCH_WARMUP_SECONDS (default 15) before, at the same pace on the same connections,
// whose figures are printed apart (the learners all connecting at once, then V8 optimising the
// request path), not in the save bar's.
// BENCH_ONLY=pglite|postgres runs one database, BENCH_CASES=<text> the cases whose name
// contains it; BENCH_DEBUG=1 shows the server's output; BENCH_SERVER_NODE_OPTIONS (e.g. --cpu-prof)
// is passed to the server process for profiling; BENCH_BY_SECOND=1 prints the paced case's
// latencies second by second (a tail from one moment or from every second). The paced case
// also prints the server's event-loop delay, garbage-collection pauses and CPU time per save
// (server-probe.ts), the bench process's own event-loop delay and CPU a save, which add to the
// latency it measures, and how contended the machine was meanwhile: how long the server's and the bench's main threads were
// ready to run but waited for a core, and how many cores other processes used. A figure taken
// while others used a core or more measures the machine's sharing, not the server.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');
/** The options npm start gives the server process (apps/server/src/node-options.ts). */
const { serverNodeOptions } = (await import(
  pathToFileURL(join(root, 'apps', 'server', 'src', 'node-options.ts')).href
)) as { serverNodeOptions: readonly string[] };
const serverEntry = join(root, 'apps', 'server', 'src', 'server.ts');
const serverProbe = pathToFileURL(join(import.meta.dirname, 'server-probe.ts')).href;
const migrationsDir = join(root, 'apps', 'server', 'src', 'migrations');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * The paced case's first seconds, measured apart: its 100 learners open their connections within
 * the same tenth of a second, and each one's first save also verifies its token and session. And
 * about 10,000 requests in (10 s at this pace), V8 optimises the request path: TurboFan compiles
 * about a hundred functions of Node's HTTP, Fastify, PGlite's JavaScript and ours within a second,
 * in the server and in this process alike, and on two cores the queue of saves grows meanwhile.
 * That happens once in a server's life (at a class's pace, spread over minutes); the save bar is
 * read from the steady seconds after it.
 */
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 15);
const learnerCount = 100;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const drill = 'ch1_subj_pronoun';
const questions = 40;
/** Saves a second each learner sends in the paced case. */
const pacedRate = Number(process.env.BENCH_PACE ?? 10);
const pacedName = `save one answer: PATCH, ${pacedRate}/s each`;

/** The upsert the server runs for `upsert({questionNum, userAnswer})` with return=minimal. */
const answerUpsert = `INSERT INTO answers (user_id, set_table, question_num, user_answer) VALUES ($1, $2, $3, $4)
  ON CONFLICT (user_id, set_table, question_num)
  DO UPDATE SET question_num = EXCLUDED.question_num, user_answer = EXCLUDED.user_answer, updated_at = now()`;

/** The cluster helper the server tests use (imported at run time; this folder is its own TS project). */
interface PostgresCluster {
  readonly baseUrl: string;
  readonly port: number;
  readonly binDir: string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}
interface ClusterModule {
  startPostgresCluster(settings?: Record<string, string>): Promise<PostgresCluster>;
}

interface Row {
  caseName: string;
  database: string;
  rate: number;
  p50: number;
  p99: number;
  note?: string;
  /** Where the time went (paced case): the server's loop, GC and CPU, the bench's own loop. */
  detail?: string;
}
const rows: Row[] = [];

function report(row: Row): void {
  rows.push(row);
  const note = row.note ? `  ${row.note}` : '';
  console.log(
    `${row.caseName.padEnd(38)} ${row.database.padEnd(10)} ${row.rate.toFixed(0).padStart(8)} req/s` +
      `   p50 ${row.p50.toFixed(2).padStart(7)} ms   p99 ${row.p99.toFixed(2).padStart(7)} ms${note}`,
  );
}

/** Starts the server process and resolves to its URL once it prints "running at". */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...serverNodeOptions, '--import', serverProbe, serverEntry], {
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_IP: '100000',
      ...(process.env.BENCH_SERVER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.startsWith('SERVER-PROBE '))
          probeWaiters.shift()?.(JSON.parse(line.slice(13)) as ProbeFigures);
      }
    });
    if (process.env.BENCH_DEBUG) {
      child.stdout?.on('data', (c: Buffer) => process.stderr.write(c));
      child.stderr?.on('data', (c: Buffer) => process.stderr.write(c));
    }
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** What server-probe.ts reports for the time since it last reported. */
interface ProbeFigures {
  wallMs: number;
  cpuMs: number;
  /** All the process's threads: the main thread, the database's, V8's and libuv's. */
  processCpuMs: number;
  /** How long the main thread was ready to run but waited for a core (other processes had them). */
  runQueueMs: number;
  loopP99Ms: number;
  loopMaxMs: number;
  gcCount: number;
  gcTotalMs: number;
  gcMaxMs: number;
}
const probeWaiters: ((figures: ProbeFigures) => void)[] = [];

/** Asks the server's probe for its figures since the last ask (and starts them afresh). */
function readProbe(child: ChildProcess): Promise<ProbeFigures> {
  return new Promise((resolve) => {
    probeWaiters.push(resolve);
    child.kill('SIGUSR2');
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Signs up the learners (10 at a time) and gives each 40 drill rows and a tracker row. */
async function prepareLearners(url: string, anonKey: string): Promise<string[]> {
  const tokens: string[] = [];
  const headers = { apikey: anonKey, 'content-type': 'application/json' };
  for (let start = 0; start < learnerCount; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, learnerCount - start) }, async (_, offset) => {
        const response = await fetch(`${url}/auth/v1/signup`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            email: `bench-${start + offset}-${Date.now()}@example.org`,
            password: 'bench-passwort',
            data: { darkMode: false, username: `bench${start + offset}` },
          }),
        });
        if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
        const session = (await response.json()) as { access_token: string };
        const auth = { ...headers, authorization: `Bearer ${session.access_token}` };
        const seed = Array.from({ length: questions }, (_, index) => ({
          questionNum: index + 1,
          userAnswer: '',
        }));
        const inserted = await fetch(`${url}/rest/v1/${drill}`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify(seed),
        });
        const tracker = await fetch(`${url}/rest/v1/completed`, {
          method: 'POST',
          headers: { ...auth, prefer: 'resolution=merge-duplicates' },
          body: JSON.stringify({ num: 1, completed_list: '1nsp' }),
        });
        if (!inserted.ok || !tracker.ok) throw new Error('seeding failed');
        return session.access_token;
      }),
    );
    tokens.push(...batch);
  }
  return tokens;
}

type Setup = (token: string) => {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: string;
  prefer?: string;
};

/**
 * Runs one autocannon case: 100 connections, each with its own learner's token, each sending its
 * next request as soon as the last is answered (the server's capacity).
 */
async function loadCase(url: string, anonKey: string, tokens: string[], setup: Setup) {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context: { token?: string }) => {
          context.token ??= tokens[next++ % tokens.length];
          const { method, path, body, prefer } = setup(context.token ?? '');
          return {
            ...request,
            method,
            path,
            body,
            headers: {
              apikey: anonKey,
              authorization: `Bearer ${context.token}`,
              'content-type': 'application/json',
              ...(prefer ? { prefer } : {}),
            },
          };
        },
      },
    ],
  });
  const failures = result.non2xx + result.errors;
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    note: failures > 0 ? `(${failures} failed)` : undefined,
  };
}

/**
 * 100 learners at a learner's pace: each sends its next request after a random pause (Poisson
 * arrivals, `perSecond` on average, never two of its own at once), over one kept-alive
 * connection each, for the bench duration. Latency runs from sending to the last byte of the
 * answer.
 */
async function pacedCase(url: string, anonKey: string, tokens: string[], setup: Setup, perSecond: number) {
  const target = new URL(url);
  const latencies: number[] = [];
  const warmupLatencies: number[] = [];
  /** Latencies by second of the case (the warm-up's first), for BENCH_BY_SECOND. */
  const bySecond: number[][] = [];
  let failures = 0;
  const measuredFrom = performance.now() + warmupSeconds * 1000;
  const deadline = measuredFrom + seconds * 1000;
  const learner = async (token: string) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (;;) {
        await new Promise((resolve) =>
          setTimeout(resolve, (-Math.log(1 - Math.random()) * 1000) / perSecond),
        );
        if (performance.now() >= deadline) break;
        const { method, path, body, prefer } = setup(token);
        const started = performance.now();
        const status = await new Promise<number>((resolve, reject) => {
          const outgoing = httpRequest(
            {
              host: target.hostname,
              port: target.port,
              method,
              path,
              agent,
              headers: {
                apikey: anonKey,
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
                ...(prefer ? { prefer } : {}),
              },
            },
            (response) => {
              response.resume();
              response.on('end', () => resolve(response.statusCode ?? 0));
            },
          );
          outgoing.on('error', reject);
          outgoing.end(body);
        });
        const latency = performance.now() - started;
        (started >= measuredFrom ? latencies : warmupLatencies).push(latency);
        const second = Math.floor((started - measuredFrom) / 1000) + warmupSeconds;
        (bySecond[second] ??= []).push(latency);
        if (status >= 300) failures += 1;
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(tokens.slice(0, connections).map(learner));
  latencies.sort((a, b) => a - b);
  warmupLatencies.sort((a, b) => a - b);
  if (process.env.BENCH_BY_SECOND) {
    for (const [second, values] of bySecond.entries()) {
      if (!values) continue;
      values.sort((a, b) => a - b);
      console.log(
        `  second ${second - warmupSeconds}: ${values.length} saves, p50 ${percentile(values, 0.5).toFixed(1)} ms, ` +
          `p99 ${percentile(values, 0.99).toFixed(1)} ms, max ${(values.at(-1) ?? 0).toFixed(1)} ms, ` +
          `over 15 ms ${values.filter((value) => value > 15).length}`,
      );
    }
  }
  return {
    rate: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    note: failures > 0 ? `(${failures} failed)` : undefined,
    warmup: { p50: percentile(warmupLatencies, 0.5), p99: percentile(warmupLatencies, 0.99) },
  };
}

function randomAnswer(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** CPU time (ms) the whole machine has spent busy, all cores (Linux /proc/stat), or NaN elsewhere. */
function machineBusyMs(): number {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .map(Number);
    // USER_HZ is 100 on Linux: a tick is 10 ms.
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 10;
  } catch {
    return Number.NaN;
  }
}

/** How long this process's main thread waited for a core (Linux schedstat), or 0 elsewhere. */
function runQueueMs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

/** Resident memory of a process in MB (Linux), or NaN elsewhere. */
function residentMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

const memory: string[] = [];

async function benchServer(database: string, env: Record<string, string>): Promise<void> {
  const { child, url } = await startServer(env);
  // Idle: started, nothing asked yet, after V8 has had time to give back start-up memory.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const idle = residentMb(child.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(child.pid));
  }, 250);
  try {
    const config = (await (await fetch(`${url}/app-config.json`)).json()) as { supabaseAnonKey: string };
    const anonKey = config.supabaseAnonKey;
    const tokens = await prepareLearners(url, anonKey);
    const patchOne: Setup = () => ({
      method: 'PATCH',
      path: `/rest/v1/${drill}?questionNum=eq.${1 + Math.floor(Math.random() * questions)}`,
      body: JSON.stringify({ userAnswer: randomAnswer() }),
    });
    const cases: [string, Setup, number?][] = [
      [
        'load a drill: GET 40 answers',
        () => ({ method: 'GET', path: `/rest/v1/${drill}?select=questionNum,userAnswer` }),
      ],
      ['save one answer: PATCH', patchOne],
      // A learner saves once per answer, every few seconds; 10 a second each is a wide margin.
      [pacedName, patchOne, pacedRate],
      [
        'save one answer: upsert',
        () => ({
          method: 'POST',
          path: `/rest/v1/${drill}`,
          prefer: 'resolution=merge-duplicates',
          body: JSON.stringify({
            questionNum: 1 + Math.floor(Math.random() * questions),
            userAnswer: randomAnswer(),
          }),
        }),
      ],
      [
        'upsert the tracker (completed)',
        () => ({
          method: 'POST',
          path: '/rest/v1/completed?select=num,completed_list',
          prefer: 'resolution=merge-duplicates,return=representation',
          body: JSON.stringify({ num: 1, completed_list: `1nsp,2dda,${randomAnswer()}` }),
        }),
      ],
    ];
    const selected = process.env.BENCH_CASES;
    for (const [caseName, setup, perSecond] of cases) {
      if (selected && !caseName.includes(selected)) continue;
      if (perSecond === undefined) {
        report({ caseName, database, ...(await loadCase(url, anonKey, tokens, setup)) });
        continue;
      }
      const loadFrom = loadavg()[0] ?? 0;
      const running = pacedCase(url, anonKey, tokens, setup, perSecond);
      // The figures below cover the measured seconds, from the end of the warm-up on.
      await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
      await readProbe(child);
      const benchLoop = monitorEventLoopDelay({ resolution: 1 });
      benchLoop.enable();
      const benchCpu = process.cpuUsage();
      const benchWait = runQueueMs();
      const machineFrom = machineBusyMs();
      const { warmup, ...figures } = await running;
      const benchCpuUsed = process.cpuUsage(benchCpu);
      const benchWaited = runQueueMs() - benchWait;
      const machineBusy = machineBusyMs() - machineFrom;
      benchLoop.disable();
      const server = await readProbe(child);
      const saves = figures.rate * seconds;
      const benchCpuMs = (benchCpuUsed.user + benchCpuUsed.system) / 1000;
      // What the rest of the machine (other people's work) took of its cores meanwhile.
      const othersCores = (machineBusy - server.processCpuMs - benchCpuMs) / server.wallMs;
      const detail =
        `The first ${warmupSeconds} s (not counted above; the learners connecting at once, then V8 optimising the request path): p50 ${warmup.p50.toFixed(2)} ms, p99 ${warmup.p99.toFixed(2)} ms. ` +
        `server: event-loop delay p99 ${server.loopP99Ms.toFixed(1)} ms, max ${server.loopMaxMs.toFixed(1)} ms; ` +
        `${server.gcCount} GC pauses, ${server.gcTotalMs.toFixed(0)} ms in all, longest ${server.gcMaxMs.toFixed(1)} ms; ` +
        `main-thread CPU ${(server.cpuMs / Math.max(1, saves)).toFixed(2)} ms a save ` +
        `(${((server.cpuMs / server.wallMs) * 100).toFixed(0)}% of a core), all threads ` +
        `${(server.processCpuMs / Math.max(1, saves)).toFixed(2)} ms a save. ` +
        `Bench process: event-loop delay p99 ${(benchLoop.percentile(99) / 1e6).toFixed(1)} ms, ` +
        `CPU ${(benchCpuMs / Math.max(1, saves)).toFixed(2)} ms a save. ` +
        `Waiting for a core: the server's main thread ${server.runQueueMs.toFixed(0)} ms ` +
        `(${((server.runQueueMs / server.wallMs) * 100).toFixed(1)}% of the case), the bench's ${benchWaited.toFixed(0)} ms. ` +
        `Other processes used ${othersCores.toFixed(2)} of the ${availableParallelism()} cores; ` +
        `load ${loadFrom.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after.`;
      report({ caseName, database, ...figures, detail });
      console.log(`  ${detail}`);
    }
  } finally {
    clearInterval(sampler);
    const after = residentMb(child.pid);
    memory.push(
      `Server memory on ${database}: idle ${idle.toFixed(0)} MB, peak under load ${peak.toFixed(0)} MB ` +
        `(100 sign-ups, then every case), ${after.toFixed(0)} MB after`,
    );
    await stopServer(child);
  }
}

/** Percentile of sorted samples. */
function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Runs the answer upsert straight on the database with `concurrency` callers for the bench duration. */
async function directUpsert(
  database: string,
  run: (params: unknown[]) => Promise<unknown>,
  userIds: string[],
  concurrency: number,
): Promise<void> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const userId = userIds[Math.floor(Math.random() * userIds.length)];
      const started = performance.now();
      await run([userId, drill, 1 + Math.floor(Math.random() * questions), randomAnswer()]);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  report({
    caseName: `same upsert, direct from Node (${concurrency} callers)`,
    database,
    rate: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  });
}

async function benchPgliteDirect(dataDir: string): Promise<void> {
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite', 'data') });
  try {
    const { rows: users } = await db.query<{ id: string }>('SELECT id FROM users');
    // One connection, as the server has: PGlite runs one statement at a time.
    await directUpsert(
      'pglite',
      (params) => db.query(answerUpsert, params),
      users.map((user) => user.id),
      1,
    );
  } finally {
    await db.close();
  }
}

function runPgbench(cluster: PostgresCluster, databaseUrl: string, scriptFile: string): Promise<string> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const args = [
    '-n',
    '-h',
    '127.0.0.1',
    '-p',
    String(cluster.port),
    '-U',
    'postgres',
    '-c',
    '100',
    '-j',
    '2',
  ];
  args.push('-T', String(seconds), '-M', 'prepared', '-f', scriptFile, database);
  return new Promise((resolve, reject) => {
    execFile(
      join(cluster.binDir, 'pgbench'),
      args,
      { timeout: (seconds + 60) * 1000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(stdout);
      },
    );
  });
}

async function benchPostgresDirect(
  cluster: PostgresCluster,
  databaseUrl: string,
  workDir: string,
): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  try {
    const { rows: users } = await pool.query<{ id: string }>('SELECT id FROM users');
    // The server's pool holds 20 connections; 100 callers share them, as 100 learners do.
    await directUpsert(
      'postgres',
      (params) => pool.query(answerUpsert, params),
      users.map((user) => user.id),
      100,
    );

    await pool.query(
      'CREATE TABLE bench_users AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM users',
    );
    await pool.query('ALTER TABLE bench_users ADD PRIMARY KEY (n)');
    const script = join(workDir, 'upsert.sql');
    await writeFile(
      script,
      `\\set u random(1, ${users.length})\n\\set q random(1, ${questions})\n` +
        answerUpsert
          .replace('$1', '(SELECT id FROM bench_users WHERE n = :u)')
          .replace('$2', `'${drill}'`)
          .replace('$3', ':q')
          .replace('$4', "'pgbench'")
          .replace(/\n\s*/g, ' ') +
        ';\n',
    );
    try {
      const output = await runPgbench(cluster, databaseUrl, script);
      const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? 0);
      const average = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1] ?? 0);
      console.log(
        `${'pgbench, same upsert (100 clients)'.padEnd(38)} ${'postgres'.padEnd(10)} ${tps.toFixed(0).padStart(8)} tps  ` +
          `   average latency ${average.toFixed(2)} ms`,
      );
      rows.push({ caseName: 'pgbench', database: 'postgres', rate: tps, p50: average, p99: Number.NaN });
    } catch (error) {
      console.log(`pgbench failed or is missing: ${(error as Error).message.split('\n')[0]}`);
    }
  } finally {
    await pool.end();
  }
}

async function benchPostgres(): Promise<void> {
  const helper = pathToFileURL(join(root, 'apps', 'server', 'test', 'support', 'postgres-cluster.ts')).href;
  const { startPostgresCluster } = (await import(helper)) as ClusterModule;
  const cluster = await startPostgresCluster();
  const workDir = await mkdtemp(join(tmpdir(), 'grundlagen-bench-pg-'));
  try {
    const databaseUrl = await cluster.createDatabase('bench');
    await benchServer('postgres', { DATA_DIR: workDir, DATABASE_URL: databaseUrl });
    await benchPostgresDirect(cluster, databaseUrl, workDir);
  } finally {
    await cluster.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  // Make sure the migrations folder exists before spending time (a wrong checkout fails fast).
  if ((await readdir(migrationsDir)).length === 0) throw new Error('no migrations found');
  console.log(
    `Server bench: ${learnerCount} learners, ${connections} connections, ${seconds} s per case, loopback.\n`,
  );

  const only = process.env.BENCH_ONLY;
  if (only !== 'postgres') {
    const pgliteDir = await mkdtemp(join(tmpdir(), 'grundlagen-bench-'));
    try {
      await benchServer('pglite', { DATA_DIR: pgliteDir });
      await benchPgliteDirect(pgliteDir);
    } finally {
      await rm(pgliteDir, { recursive: true, force: true });
    }
  }
  if (only !== 'pglite') await benchPostgres();

  const pglite = (caseName: string) =>
    rows.find((row) => row.caseName === caseName && row.database === 'pglite');
  const paced = pglite(pacedName);
  const flatOut = pglite('save one answer: PATCH');
  const direct = rows.find((row) => row.caseName.startsWith('same upsert') && row.database === 'pglite');
  const pgSave = rows.find(
    (row) => row.caseName === 'save one answer: upsert' && row.database === 'postgres',
  );
  const pgbench = rows.find((row) => row.caseName === 'pgbench');
  console.log('');
  for (const line of memory) console.log(line);
  if (paced) {
    console.log(
      `Save bar (docs/product/quality.md), PGlite: saving one answer (PATCH) with 100 learners each saving ${pacedRate} times a second: ` +
        `p99 ${paced.p99.toFixed(2)} ms (bar: under 15 ms); raw PGlite upsert p99 ${direct?.p99.toFixed(2) ?? '?'} ms; ` +
        `machine load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores.\n  ${paced.detail ?? ''}`,
    );
  }
  if (flatOut) {
    console.log(
      `  Back to back (every learner sending the next save as the last is answered): ${flatOut.rate.toFixed(0)} ` +
        `saves/s, p99 ${flatOut.p99.toFixed(2)} ms, the time to work through the queue of 100.`,
    );
  }
  if (pgSave && pgbench && pgbench.rate > 0) {
    console.log(
      `Save bar (docs/product/quality.md), PostgreSQL: saving one answer at ${((pgSave.rate / pgbench.rate) * 100).toFixed(0)}% of pgbench's rate (bar: at least 33%).`,
    );
  }
}

await main();
