// Loaded into the benched server process (`node --import`) by run.ts. On SIGUSR2 it prints,
// since the last SIGUSR2, the server's event-loop delay, its garbage-collection pauses and the
// CPU time of its main thread, as one `SERVER-PROBE {json}` line on stderr; then starts afresh.
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
let cpuFrom = mainThreadMs();
let wallFrom = performance.now();

process.on('SIGUSR2', () => {
  pauses.sort((a, b) => a - b);
  const figures = {
    wallMs: performance.now() - wallFrom,
    cpuMs: mainThreadMs() - cpuFrom,
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
  wallFrom = performance.now();
});
loop.enable();
