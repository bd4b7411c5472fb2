import { supabase } from './supabase.ts';

/**
 * Rows written to the learner's own tables (review cards, review log, mistakes) that the server
 * has not yet confirmed. Like unsaved answers (features/practice: drafts in localStorage, tried
 * again every 5 s and when the browser is back online), they are kept in the browser, so nothing
 * is lost offline or on a reload, and sent in order until the server takes them. Each write is
 * an upsert on the table's key, so sending one twice does no harm.
 */
export interface PendingWrite {
  readonly table: string;
  /** The row's key columns: a later write of the same row replaces an unsent earlier one. */
  readonly key: readonly string[];
  readonly rows: readonly Record<string, unknown>[];
}

/** How often unsent rows are tried again while the server does not answer (as for answers). */
export const OUTBOX_RETRY_MS = 5_000;

function storageKey(userId: string): string {
  return `grundlagen:unsent-rows:${userId}`;
}

function read(userId: string): PendingWrite[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as PendingWrite[]).filter(
          (write) =>
            typeof write?.table === 'string' && Array.isArray(write.rows) && Array.isArray(write.key),
        )
      : [];
  } catch {
    return [];
  }
}

function write(userId: string, writes: readonly PendingWrite[]): void {
  try {
    if (writes.length === 0) localStorage.removeItem(storageKey(userId));
    else localStorage.setItem(storageKey(userId), JSON.stringify(writes));
  } catch {
    // Storage full or blocked: the rows are still sent from memory below while the page lives.
  }
}

const rowKey = (key: readonly string[], row: Record<string, unknown>) =>
  key.map((column) => String(row[column])).join('\u0000');

/** Unsent rows of a table, by their key, so a load can show them on top of the server's rows. */
export function unsentRows(userId: string, table: string): Map<string, Record<string, unknown>> {
  const rows = new Map<string, Record<string, unknown>>();
  for (const pending of read(userId)) {
    if (pending.table !== table) continue;
    for (const row of pending.rows) rows.set(rowKey(pending.key, row), row);
  }
  return rows;
}

/** The key under which unsentRows files a row. */
export function outboxRowKey(key: readonly string[], row: Record<string, unknown>): string {
  return rowKey(key, row);
}

const listeners = new Set<() => void>();
let flushing: Promise<void> | undefined;
let retryTimer: number | undefined;
const onlineHandlers = new Map<string, () => void>();

/** Whether rows wait to be sent (for a "not yet saved" note). */
export function hasUnsentRows(userId: string): boolean {
  return read(userId).length > 0;
}

/** Calls `listener` whenever the outbox changes. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Keeps rows to send and starts sending them. */
export function enqueueRows(userId: string, pending: PendingWrite): Promise<void> {
  if (pending.rows.length === 0) return Promise.resolve();
  write(userId, [...read(userId), pending]);
  changed();
  return flushOutbox(userId);
}

/** Refusals of the rows themselves: sending them again cannot help, so they are dropped. */
const refusedForGood = new Set([400, 409, 413, 422]);

async function sendAll(userId: string): Promise<void> {
  for (;;) {
    const [first] = read(userId);
    if (!first) return;
    // Rows are only ever sent as the learner who made them (another may have signed in since).
    const { data } = await supabase().auth.getSession();
    if (data.session?.user.id !== userId) return;
    const { error, status } = await supabase()
      .from(first.table)
      .upsert(first.rows as Record<string, unknown>[]);
    if (error && refusedForGood.has(status)) {
      console.error(`${first.table}: rows refused by the server and dropped.`, error.message);
    } else if (error) {
      throw new Error(`${first.table} could not be saved: ${error.message}`);
    }
    // Rows enqueued while this one was sent stay behind it (enqueueing only appends).
    write(userId, read(userId).slice(1));
    changed();
  }
}

/**
 * Sends what waits, one write after another; on failure tries again every 5 s and when the
 * browser is back online.
 */
export function flushOutbox(userId: string): Promise<void> {
  flushing ??= sendAll(userId)
    .catch(() => {
      window.clearTimeout(retryTimer);
      retryTimer = window.setTimeout(() => void flushOutbox(userId), OUTBOX_RETRY_MS);
      if (!onlineHandlers.has(userId)) {
        const handler = () => void flushOutbox(userId);
        onlineHandlers.set(userId, handler);
        window.addEventListener('online', handler);
      }
    })
    .finally(() => {
      flushing = undefined;
    });
  return flushing;
}
