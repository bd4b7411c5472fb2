// Where a throttled first load of a drill spends its time (bench/README.md): builds the web app
// (or takes WEB_DIST, an existing build), signs a learner up and opens a drill with a cold cache
// under the bench's phone (1.6 Mbit/s, 150 ms round trip, CPU 4× slower), then prints the
// network waterfall (each request's start, first byte and end, in ms from navigation), the long
// tasks (main-thread work over 50 ms) and the moment the first input accepted typing.
// Run: npx node bench/web/trace.ts   (PAGE=/ch1/german_to_english for another page, RUNS=n,
// PROFILE=1 adds the main thread's time by script and function, from a sampled CPU profile)
/// <reference lib="dom" />
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '@grundlagen/e2e/browser';
import { startServer } from '@grundlagen/e2e/server';

const root = join(import.meta.dirname, '..', '..');
const given = process.env['WEB_DIST'];
const webDist = given ?? join(tmpdir(), `grundlagen-trace-web-${process.pid}`);
const path = process.env['PAGE'] ?? '/ch1/drills/verb_use';
const runs = Number(process.env['RUNS'] ?? 1);
const profile = process.env['PROFILE'] !== undefined;
const ready = 'main input:not([type=checkbox]), main textarea, main select, main .choice input, .chunk';

if (!given) {
  const builder = join(root, 'apps', 'web', 'build', 'build.ts');
  const result = spawnSync(
    process.execPath,
    [builder, '--logLevel', 'error', '--outDir', webDist, '--emptyOutDir'],
    { cwd: join(root, 'apps', 'web'), env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stderr}`);
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The main thread's time (CPU-throttled ms) by script and by function, from a sampled profile. */
function printProfile(cpu: CpuProfile): void {
  const byId = new Map(cpu.nodes.map((node) => [node.id, node.callFrame]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const samples = cpu.samples ?? [];
  for (const [index, id] of samples.entries()) {
    const frame = byId.get(id);
    const ms = (cpu.timeDeltas?.[index + 1] ?? 0) / 1000;
    if (!frame) continue;
    const script = frame.url ? new URL(frame.url).pathname : `(${frame.functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log('main thread by script (ms):');
  for (const [name, ms] of top(byScript, 15)) console.log(`  ${ms.toFixed(0).padStart(6)}  ${name}`);
  console.log('by function (self, ms):');
  for (const [name, ms] of top(byFunction, 25)) console.log(`  ${ms.toFixed(0).padStart(6)}  ${name}`);
}

interface Trace {
  ready: number;
  resources: { name: string; start: number; firstByte: number; end: number; bytes: number }[];
  longTasks: { start: number; duration: number }[];
  marks: { name: string; start: number }[];
}

const server = await startServer({ env: { WEB_DIST: webDist } });
const browser = await launchBrowser();
try {
  const { supabaseAnonKey } = (await (await fetch(`${server.url}/app-config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const response = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `trace${Date.now()}@example.com`,
      password: 'richtig-gut-8',
      data: { username: 'trace' },
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  const session = (await response.json()) as { expires_in: number; expires_at?: number };
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;

  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(
      ([key, value]) => {
        localStorage.setItem(key, value);
        const tasks: { start: number; duration: number }[] = [];
        (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            tasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
      },
      ['grundlagen-auth', JSON.stringify(session)] as const,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 0.75e6 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (selector) => {
        for (const element of document.querySelectorAll<HTMLElement>(selector))
          if (element.getClientRects().length > 0 && !(element as HTMLInputElement).disabled) {
            const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceResourceTiming;
            return {
              ready: performance.now(),
              resources: [navigation, ...resources].map((entry) => ({
                name: new URL(entry.name).pathname,
                start: entry.startTime,
                firstByte: entry.responseStart,
                end: entry.responseEnd,
                bytes: entry.encodedBodySize,
              })),
              longTasks: (window as unknown as { longTasks: Trace['longTasks'] }).longTasks,
              marks: performance
                .getEntriesByType('paint')
                .map((entry) => ({ name: entry.name, start: entry.startTime })),
            };
          }
        return false;
      },
      ready,
      { polling: 'raf', timeout: 120_000 },
    );
    const trace = (await handle.jsonValue()) as Trace;
    const cpu = profile ? (await cdp.send('Profiler.stop')).profile : undefined;
    await context.close();
    const ms = (value: number) => value.toFixed(0).padStart(6);
    console.log(`\n${path}: first input usable at ${ms(trace.ready)} ms (run ${run + 1})`);
    console.log(`${'request'.padEnd(52)}  start  1st B    end    KB`);
    for (const entry of trace.resources.sort((a, b) => a.start - b.start))
      console.log(
        `${entry.name.slice(0, 52).padEnd(52)} ${ms(entry.start)} ${ms(entry.firstByte)} ${ms(entry.end)} ${(entry.bytes / 1024).toFixed(1).padStart(5)}`,
      );
    const busy = trace.longTasks.reduce((sum, task) => sum + task.duration, 0);
    console.log(`long tasks (${trace.longTasks.length}, ${busy.toFixed(0)} ms in all):`);
    for (const task of trace.longTasks)
      console.log(
        `  ${ms(task.start)} – ${ms(task.start + task.duration)}  (${task.duration.toFixed(0)} ms)`,
      );
    for (const mark of trace.marks) console.log(`${mark.name} at ${ms(mark.start)} ms`);
    if (cpu) printProfile(cpu);
  }
} finally {
  await browser.close();
  await server.stop();
  if (!given) rmSync(webDist, { recursive: true, force: true });
}
