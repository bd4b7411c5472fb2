// Loaded into the benched server process (`node --import`) by run.ts. On SIGUSR2 it prints,
// since the last SIGUSR2, the server's event-loop delay, its garbage-collection pauses, the CPU
// time of its main thread and of all its threads, and how long its main thread was ready to run
// but waited for a core, as one `SERVER-PROBE {json}` line on stderr; then starts afresh.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';

const loop = monitorEventLoopDelay({ resolution: 1 });
let pauses: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) pauses.push(entry.duration);
}).observe({ entryTypes: ['gc'] });

const mainThreadMs = () => {
  const usage = process.threadCpuUsage();
  return (usage.user + usage.system) / 1000;
};
const processMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
/** Time the main thread was ready to run but waited for a core (Linux; 0 elsewhere). */
const runQueueMs = () => {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
};
let cpuFrom = mainThreadMs();
let waitFrom = runQueueMs();
let processFrom = processMs();
let wallFrom = performance.now();

process.on('SIGUSR2', () => {
  pauses.sort((a, b) => a - b);
  const figures = {
    wallMs: performance.now() - wallFrom,
    cpuMs: mainThreadMs() - cpuFrom,
    processCpuMs: processMs() - processFrom,
    runQueueMs: runQueueMs() - waitFrom,
    loopP99Ms: loop.percentile(99) / 1e6,
    loopMaxMs: loop.max / 1e6,
    gcCount: pauses.length,
    gcTotalMs: pauses.reduce((sum, pause) => sum + pause, 0),
    gcMaxMs: pauses.at(-1) ?? 0,
  };
  process.stderr.write(`SERVER-PROBE ${JSON.stringify(figures)}\n`);
  loop.reset();
  pauses = [];
  cpuFrom = mainThreadMs();
  processFrom = processMs();
  waitFrom = runQueueMs();
  wallFrom = performance.now();
});
loop.enable();
