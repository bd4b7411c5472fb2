// Runs the server as a child process for `npm start` and says in one line why it stopped when
// it did not stop cleanly: out of memory (V8's heap, or killed by the kernel), or a crash. A
// process manager (the systemd unit in the README) then restarts it on the non-zero exit.
import { spawn } from 'node:child_process';

/** How the server process ended. */
export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The end of what it wrote to stderr. */
  stderrTail: string;
}

/** V8's last words when the JavaScript heap is full. */
const heapExhausted =
  /JavaScript heap out of memory|Reached heap limit|Allocation failed - process out of memory/;

/**
 * The line `npm start` prints when the server stopped, or undefined after a clean stop.
 *
 * @example exitLine({ code: null, signal: 'SIGABRT', stderrTail: 'FATAL ERROR: … JavaScript heap out of memory' })
 */
export function exitLine(exit: ServerExit): string | undefined {
  if (exit.code === 0) return undefined;
  if (heapExhausted.test(exit.stderrTail)) {
    return 'Grundlagen stopped: the server ran out of memory (its JavaScript heap is full).';
  }
  if (exit.signal === 'SIGKILL') {
    return (
      'Grundlagen stopped: the server was killed (SIGKILL), most often by the kernel when the ' +
      'machine ran out of memory (see `journalctl -k | grep -i oom`).'
    );
  }
  if (exit.signal) return `Grundlagen stopped: the server ended on ${exit.signal}.`;
  return `Grundlagen stopped: the server exited with code ${exit.code}.`;
}

/**
 * Runs `node <args>` with inherited stdout, forwarding stderr while keeping its end; resolves
 * to the exit code `npm start` should end with (1 for a signal). `log` gets the line of
 * exitLine; `onSpawn` the child's pid.
 *
 * @example process.exit(await superviseServer([...serverNodeOptions, 'apps/server/src/server.ts']));
 */
export function superviseServer(
  args: readonly string[],
  options: { log?: (line: string) => void; onSpawn?: (pid: number) => void; env?: NodeJS.ProcessEnv } = {},
): Promise<number> {
  const log = options.log ?? ((line: string) => console.error(line));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      stdio: ['inherit', 'inherit', 'pipe'],
      env: options.env ?? process.env,
    });
    let stderrTail = '';
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderrTail = (stderrTail + chunk.toString()).slice(-4096);
    });
    if (child.pid !== undefined) options.onSpawn?.(child.pid);
    child.on('error', (error) => {
      log(`Grundlagen could not start the server: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      const line = exitLine({ code, signal, stderrTail });
      if (line) log(line);
      resolve(code ?? 1);
    });
  });
}
