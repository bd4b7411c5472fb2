import { openDB, type DBSchema, type IDBPDatabase, type IDBPObjectStore } from 'idb';
import { supabase } from './supabase.ts';
import { toast } from './toast.ts';
import { randomId } from './uuid.ts';

/**
 * The one queue of everything a learner writes (answers, progress codes, review cards and log,
 * mistakes, answer reports), kept in IndexedDB so that nothing is lost offline, on a reload or
 * when the browser is closed. Writes are sent in the order they were made, one batch after
 * another, only ever as the learner who made them, while the server takes them; after a failure
 * they are tried again with a growing wait (1 s doubling to 5 s) and at once when the browser is
 * back online.
 *
 * Each queued row is an upsert on the table's key: a later write of the same row replaces an
 * unsent earlier one (and moves to the end), and sending a row twice does no harm. Answer
 * reports are inserts (the server makes their id), each queued apart. A write the server
 * refuses for good (400, 409, 413, 422) is dropped with a message, never tried forever.
 */
export type WriteKind = 'answer' | 'progress' | 'review' | 'mistake' | 'report';

export interface QueuedWrite {
  /** The table written to. */
  readonly table: string;
  /** The row's key columns (without the owner, which the server fills). */
  readonly key: readonly string[];
  readonly rows: readonly Record<string, unknown>[];
  readonly kind: WriteKind;
  /** An insert (answer reports) rather than an upsert on the key. */
  readonly insert?: boolean;
}

interface Entry {
  id?: number;
  userId: string;
  table: string;
  /** The row's key values joined: the same row of the same learner's table is queued once. */
  rowKey: string;
  /** The table's key columns (rowKey's parts). */
  key: readonly string[];
  row: Record<string, unknown>;
  kind: WriteKind;
  insert: boolean;
}

interface Snapshot {
  /** `${userId}:${name}` */
  key: string;
  value: unknown;
}

interface QueueSchema extends DBSchema {
  writes: {
    key: number;
    value: Entry;
    indexes: { row: [string, string, string]; user: string };
  };
  snapshots: { key: string; value: Snapshot };
}

/** The database's name (IndexedDB of this origin). */
export const QUEUE_DB_NAME = 'grundlagen';

let database: Promise<IDBPDatabase<QueueSchema>> | undefined;

function db(): Promise<IDBPDatabase<QueueSchema>> {
  database ??= openDB<QueueSchema>(QUEUE_DB_NAME, 1, {
    upgrade(upgrading) {
      const writes = upgrading.createObjectStore('writes', { keyPath: 'id', autoIncrement: true });
      writes.createIndex('row', ['userId', 'table', 'rowKey']);
      writes.createIndex('user', 'userId');
      upgrading.createObjectStore('snapshots', { keyPath: 'key' });
    },
    blocking() {
      // A newer version of the app opened the database in another tab: let it upgrade.
      void database?.then((open) => open.close());
      database = undefined;
    },
  });
  return database;
}

/** The key under which a row is queued and under which `queuedRows` files it. */
export function rowKeyOf(key: readonly string[], row: Record<string, unknown>): string {
  return key.map((column) => String(row[column])).join('\u0000');
}

/** What the queue holds for the signed-in learner, for the offline and saving indicator. */
export interface QueueState {
  /** Queued answer rows (one per question). */
  answers: number;
  /** Every queued row. */
  total: number;
  /** The last attempt failed (server unreachable); the queue waits to try again. */
  failing: boolean;
  /** Rows wait but no session of their learner is open: they are sent after signing in again. */
  needsSignIn: boolean;
}

let state: QueueState = { answers: 0, total: 0, failing: false, needsSignIn: false };
const listeners = new Set<(state: QueueState) => void>();

/** Calls `listener` with the queue's state whenever it changes. Returns an unsubscribe. */
export function subscribeQueue(listener: (state: QueueState) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function queueState(): QueueState {
  return state;
}

/** Tells the learner that a write was dropped or discarded. */
function tell(message: string): void {
  console.error(message);
  toast.error(message, { duration: 8000 });
}

function setState(next: Partial<QueueState>): void {
  const merged = { ...state, ...next };
  if (
    merged.answers === state.answers &&
    merged.total === state.total &&
    merged.failing === state.failing &&
    merged.needsSignIn === state.needsSignIn
  )
    return;
  state = merged;
  for (const listener of listeners) listener(state);
}

/** The learner whose rows the queue counts and sends: the one signed in, as far as the app knows. */
let currentUser: string | null = null;

async function recount(): Promise<void> {
  if (!currentUser) {
    setState({ answers: 0, total: 0 });
    return;
  }
  const entries = await (await db()).getAllFromIndex('writes', 'user', currentUser);
  setState({
    answers: entries.filter((entry) => entry.kind === 'answer').length,
    total: entries.length,
  });
}

/**
 * Queues rows and, unless `send` is false (answers being typed), starts sending. Resolves once
 * they are stored (not sent).
 */
export async function queueWrite(
  userId: string,
  write: QueuedWrite,
  { send = true }: { send?: boolean } = {},
): Promise<void> {
  if (write.rows.length === 0) return;
  const transaction = (await db()).transaction('writes', 'readwrite');
  const rowIndex = transaction.store.index('row');
  for (const row of write.rows) {
    const rowKey = write.insert ? randomId() : rowKeyOf(write.key, row);
    if (!write.insert) {
      for (const id of await rowIndex.getAllKeys([userId, write.table, rowKey]))
        await transaction.store.delete(id);
    }
    await transaction.store.add({
      userId,
      table: write.table,
      rowKey,
      key: write.key,
      row: { ...row },
      kind: write.kind,
      insert: !!write.insert,
    });
  }
  await transaction.done;
  currentUser ??= userId;
  await recount();
  if (send) void sendQueued();
}

/** The learner's queued rows of a table by `rowKeyOf`, newest last: they win over the server's. */
export async function queuedRows(
  userId: string,
  table: string,
): Promise<Map<string, Record<string, unknown>>> {
  const rows = new Map<string, Record<string, unknown>>();
  try {
    const entries = await (await db()).getAllFromIndex('writes', 'user', userId);
    for (const entry of entries)
      if (entry.table === table && !entry.insert) rows.set(entry.rowKey, entry.row);
  } catch (error) {
    console.error('The queue of unsaved work could not be read.', error);
  }
  return rows;
}

/** How many of the learner's rows of a table (or of every table) wait to be sent. */
export async function queuedCount(userId: string, table?: string): Promise<number> {
  const entries = await (await db()).getAllFromIndex('writes', 'user', userId);
  return table === undefined ? entries.length : entries.filter((entry) => entry.table === table).length;
}

/** Refusals of the rows themselves: sending them again cannot help, so they are dropped. */
const refusedForGood = new Set([400, 409, 413, 422]);

const labels: Record<WriteKind, string> = {
  answer: 'Answers',
  progress: 'Progress',
  review: 'Review cards',
  mistake: 'Mistakes',
  report: 'An answer report',
};

/** The rows sent in one request: consecutive entries of one table, kind of write and columns. */
function nextBatch(entries: readonly Entry[]): Entry[] {
  const [first] = entries;
  if (!first) return [];
  const columns = Object.keys(first.row).sort().join(',');
  const batch: Entry[] = [];
  for (const entry of entries) {
    if (
      batch.length >= 500 ||
      entry.table !== first.table ||
      entry.insert !== first.insert ||
      Object.keys(entry.row).sort().join(',') !== columns
    )
      break;
    batch.push(entry);
  }
  return batch;
}

class Unreachable extends Error {}

/** Sends the signed-in learner's rows until none is left; throws when the server cannot take them. */
async function sendAll(): Promise<void> {
  if (navigator.onLine === false) throw new Unreachable('The browser is offline.');
  const { data, error: sessionError } = await supabase().auth.getSession();
  // The session could not be refreshed for want of an answer: try again later.
  if (sessionError && !data.session) throw new Unreachable(sessionError.message);
  const userId = data.session?.user.id ?? null;
  if (userId) currentUser = userId;
  if (!userId) {
    await recount();
    setState({ needsSignIn: state.total > 0 });
    return;
  }
  setState({ needsSignIn: false });
  const store = await db();
  for (;;) {
    const batch = nextBatch(await store.getAllFromIndex('writes', 'user', userId));
    const [first] = batch;
    if (!first) break;
    // Rows are only ever sent as the learner who made them (another may have signed in since).
    const { data: now } = await supabase().auth.getSession();
    if (now.session?.user.id !== userId) return;
    const rows = batch.map((entry) => entry.row);
    const query = supabase().from(first.table);
    // A request left unanswered (a server starting up, a dead connection) must not hold the queue.
    const { error, status } = await (first.insert ? query.insert(rows) : query.upsert(rows)).abortSignal(
      AbortSignal.timeout(SEND_TIMEOUT_MS),
    );
    if (error && refusedForGood.has(status)) {
      tell(`${labels[first.kind]} could not be saved: the server refused them (${error.message}).`);
    } else if (error) {
      throw new Unreachable(`${labels[first.kind]} could not be saved: ${error.message}`);
    }
    // A row written again while this batch was sent has a new entry, which stays queued. The
    // copy of the table kept for offline reads takes the rows the server now has.
    const transaction = store.transaction(['writes', 'snapshots'], 'readwrite');
    const writes = transaction.objectStore('writes');
    await Promise.all([
      ...batch.map((entry) => writes.delete(entry.id as number)),
      error || first.insert ? undefined : keepSent(transaction.objectStore('snapshots'), userId, batch),
      transaction.done,
    ]);
    await recount();
  }
}

/** Puts sent rows into the copy of their table kept for offline reads (`readThrough`'s `rows:`). */
async function keepSent(
  snapshots: IDBPObjectStore<QueueSchema, ('writes' | 'snapshots')[], 'snapshots', 'readwrite'>,
  userId: string,
  batch: readonly Entry[],
): Promise<void> {
  const [first] = batch;
  if (!first) return;
  const key = `${userId}:${tableCopy(first.table)}`;
  const kept = (await snapshots.get(key))?.value;
  const rows = new Map(
    (Array.isArray(kept) ? (kept as Record<string, unknown>[]) : []).map((row) => [
      rowKeyOf(first.key, row),
      row,
    ]),
  );
  for (const entry of batch) rows.set(entry.rowKey, { ...rows.get(entry.rowKey), ...entry.row });
  await snapshots.put({ key, value: [...rows.values()] });
}

/** The name under which `readThrough` keeps a table's rows: loads of a table use it. */
export function tableCopy(table: string): string {
  return `rows:${table}`;
}

const RETRY_FIRST_MS = 1_000;
const SEND_TIMEOUT_MS = 20_000;
const RETRY_MAX_MS = 5_000;

let sending: Promise<boolean> | undefined;
/** One more round asked for while a round runs (rows queued since are sent by it). */
let next: Promise<boolean> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_FIRST_MS;

/** Runs `task` alone across this browser's tabs where the browser can (Web Locks). */
function exclusively<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('grundlagen-write-queue', task);
  }
  return task();
}

/**
 * Sends what waits, one batch after another. Resolves to true when nothing of the signed-in
 * learner is left queued, false when the server could not be reached (the queue then tries again
 * by itself).
 */
export function sendQueued(): Promise<boolean> {
  if (sending) {
    next ??= sending.then(() => {
      next = undefined;
      return sendQueued();
    });
    return next;
  }
  clearTimeout(retryTimer);
  sending = exclusively(async () => {
    try {
      await sendAll();
      retryDelay = RETRY_FIRST_MS;
      setState({ failing: false });
      return true;
    } catch (error) {
      if (!(error instanceof Unreachable)) console.error(error);
      setState({ failing: true });
      // a retry that outlives its page (a test's window torn down) has nothing left to send
      retryTimer = setTimeout(() => {
        if (typeof window !== 'undefined') void sendQueued();
      }, retryDelay);
      retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
      return false;
    }
  }).finally(() => {
    sending = undefined;
  });
  return sending;
}

let started = false;

/**
 * Starts the queue for a signed-in learner: counts their rows, sends them, and sends again
 * whenever the browser is back online.
 */
export function startQueue(userId: string): void {
  currentUser = userId;
  void recount().then(() => {
    if (state.total > 0) void sendQueued();
  });
  if (started) return;
  started = true;
  window.addEventListener('online', () => {
    retryDelay = RETRY_FIRST_MS;
    void sendQueued();
  });
}

/**
 * Called when a learner signs in: rows left by another learner on this browser are discarded
 * (never sent as this one), with a message; the learner's own rows are sent.
 */
export async function adoptQueue(userId: string): Promise<number> {
  const store = await db();
  const transaction = store.transaction('writes', 'readwrite');
  let discarded = 0;
  for (let cursor = await transaction.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (cursor.value.userId !== userId) {
      discarded += 1;
      await cursor.delete();
    }
  }
  await transaction.done;
  if (discarded > 0) {
    tell(
      `Unsaved work of another learner who used this browser (${discarded} ${discarded === 1 ? 'change' : 'changes'}) was discarded.`,
    );
  }
  startQueue(userId);
  return discarded;
}

/**
 * Reads what the server holds, keeping a copy in the browser: when the browser is offline (or
 * the request gets no answer), the last copy is returned instead, or `empty` when there is none.
 */
export async function readThrough<T>(
  userId: string,
  name: string,
  load: () => Promise<{ value: T; status: number }>,
  empty: T,
): Promise<T> {
  const key = `${userId}:${name}`;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (!offline) {
    let loaded: { value: T; status: number } | undefined;
    try {
      loaded = await load();
    } catch (error) {
      if (!(error instanceof ServerUnreachable)) throw error;
    }
    if (loaded) {
      void db()
        .then((store) => store.put('snapshots', { key, value: loaded.value }))
        .catch(() => undefined);
      return loaded.value;
    }
  }
  try {
    const snapshot = await (await db()).get('snapshots', key);
    return snapshot ? (snapshot.value as T) : empty;
  } catch {
    return empty;
  }
}

/** Thrown by a `readThrough` load when the request got no answer (status 0): the copy is used. */
export class ServerUnreachable extends Error {}
