// The real server as a child process (`node src/server.ts` on this Node, i.e. 24), for
// suites that kill it, restart it or run two of it.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { serverNodeOptions } from '../../src/node-options.ts';

const serverEntry = join(import.meta.dirname, '..', '..', 'src', 'server.ts');

export interface RunningServer {
  process: ChildProcess;
  url: string;
  startedInMs: number;
}

/**
 * Starts `node src/server.ts` (on this Node, i.e. 24), or another `entry` (its JavaScript
 * build), and waits for its "running at" line.
 */
export function startServer(env: Record<string, string>, entry = serverEntry): Promise<RunningServer> {
  const started = Date.now();
  const child = spawn(process.execPath, [...serverNodeOptions, entry], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_IP: '10000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in 30 s:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Grundlagen is running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ process: child, url: `http://127.0.0.1:${match[1]}`, startedInMs: Date.now() - started });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** Sends SIGTERM and resolves to the exit code. */
export function stopGracefully(server: RunningServer): Promise<number | null> {
  return new Promise((resolve) => {
    server.process.once('exit', (code) => resolve(code));
    server.process.kill('SIGTERM');
  });
}

export function killHard(server: RunningServer): Promise<void> {
  return new Promise((resolve) => {
    if (server.process.exitCode !== null || server.process.signalCode !== null) {
      resolve();
      return;
    }
    server.process.once('exit', () => resolve());
    server.process.kill('SIGKILL');
  });
}

export async function clientFor(url: string) {
  const config = (await (await fetch(`${url}/app-config.json`)).json()) as { supabaseAnonKey: string };
  return createClient(url, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}
