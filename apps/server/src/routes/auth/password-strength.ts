import { Worker } from 'node:worker_threads';
import type { StrengthAnswer, StrengthRequest } from './password-strength-worker.ts';

/** How long an unused worker stays (starting one and loading its dictionaries takes 0.4–2 s); it holds the dictionaries (about 9 MB) while it lives. */
const idleMs = 10 * 60_000;

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, { resolve(guesses: number): void; reject(error: Error): void }>();

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function stopWhenIdle(current: Worker): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (pending.size > 0 || worker !== current) return;
    worker = undefined;
    void current.terminate();
  }, idleMs);
  idleTimer.unref();
}

function startWorker(): Worker {
  // `.ts` beside this source, `.js` in its build (dist/, npm start).
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  const started = new Worker(new URL(`./password-strength-worker.${extension}`, import.meta.url));
  // Never keeps the process alive: a server's close or a script's end does not wait for it.
  started.unref();
  started.on('message', (answer: StrengthAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    waiting?.resolve(answer.guesses);
    if (pending.size === 0) stopWhenIdle(started);
  });
  started.on('error', (error) => {
    if (worker === started) worker = undefined;
    failAll(error);
  });
  started.on('exit', () => {
    if (worker === started) worker = undefined;
    failAll(new Error('the password-strength worker stopped'));
  });
  return started;
}

/**
 * zxcvbn-ts's estimate of how many guesses a password takes, with English and German
 * dictionaries, leaked-password lists, keyboard walks of English, German and French layouts,
 * and `userInputs` (words of this account and this product) as the first guesses. Runs in a
 * worker thread, which stops after ten minutes without checks.
 *
 * @example await estimateGuesses('qwertzuiop', ['grundlagen']) < 1e4
 */
export function estimateGuesses(password: string, userInputs: readonly string[]): Promise<number> {
  worker ??= startWorker();
  clearTimeout(idleTimer);
  const current = worker;
  const id = nextId;
  nextId += 1;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    current.postMessage({ id, password, userInputs: [...userInputs] } satisfies StrengthRequest);
  });
}
