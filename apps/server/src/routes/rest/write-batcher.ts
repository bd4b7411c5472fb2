import type { QueryResult, Queryable } from '../../lib/db.ts';
import type { Statement } from './sql.ts';

/** One learner's single-row write waiting to share a statement with others of the same shape. */
export interface PendingWrite {
  /** Writes of one shape share SQL text; only their parameters differ. */
  readonly shape: string;
  /** The target row (`user/set/question`); two writes to one row never share a statement. */
  readonly key: string;
  /** Row parameters, in the order the shape's builder expects. */
  readonly params: readonly unknown[];
}

/**
 * Builds one statement for several writes of a shape. Its rows must carry `__key`, the
 * target row's key, so each learner gets back exactly their own rows.
 */
export type BatchBuilder = (writes: readonly PendingWrite[]) => Statement;

interface Waiter {
  readonly write: PendingWrite;
  readonly build: BatchBuilder;
  resolve(rows: Record<string, unknown>[]): void;
  reject(error: unknown): void;
}

/** Most writes one statement carries; bounds statement size and parameter count. */
const maxBatch = 200;

/**
 * Up to this many writes run as the one-row statement once each, sent together, where the
 * database can (PGlite): the multi-row statement has a fixed cost of several one-row ones.
 */
const maxRunEach = 8;

/**
 * Group commit for the hot path: single-row saves that arrive while the database is busy
 * are written together in one multi-row statement (one parse, one commit) instead of one
 * statement each. At low load a write runs alone at once, so batching adds no waiting; under
 * load it multiplies what one database connection (PGlite has only one) can absorb. Each
 * caller is answered only after the statement holding its row has committed; if a shared
 * statement fails, its writes are retried one by one so an error reaches only its cause.
 */
export class WriteBatcher {
  readonly #db: Queryable;
  readonly #queues = new Map<string, Waiter[]>();
  readonly #running = new Set<string>();

  constructor(db: Queryable) {
    this.#db = db;
  }

  /**
   * Queues a write and resolves to its own returned rows (without `__key`).
   *
   * @example const rows = await batcher.submit({ shape, key, params }, buildUpsert);
   */
  submit(write: PendingWrite, build: BatchBuilder): Promise<Record<string, unknown>[]> {
    return new Promise((resolve, reject) => {
      const queue = this.#queues.get(write.shape) ?? [];
      queue.push({ write, build, resolve, reject });
      this.#queues.set(write.shape, queue);
      if (!this.#running.has(write.shape)) {
        // Start after the current round of I/O: requests that arrived together then share the
        // statement. (PGlite runs statements on this thread, so nothing arrives while one runs.)
        this.#running.add(write.shape);
        setImmediate(() => void this.#drain(write.shape));
      }
    });
  }

  async #drain(shape: string): Promise<void> {
    try {
      for (;;) {
        const queue = this.#queues.get(shape);
        if (!queue || queue.length === 0) break;
        // Take writes in arrival order, leaving a second write to an already-taken row for
        // the next statement, so writes to one row still land in the order they came.
        const taken: Waiter[] = [];
        const keys = new Set<string>();
        const left: Waiter[] = [];
        for (const waiter of queue) {
          if (taken.length < maxBatch && !keys.has(waiter.write.key)) {
            taken.push(waiter);
            keys.add(waiter.write.key);
          } else {
            left.push(waiter);
          }
        }
        this.#queues.set(shape, left);
        await this.#run(taken);
        // Let the requests that arrived during the statement be read before the next one.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.#running.delete(shape);
      this.#queues.delete(shape);
    }
  }

  async #run(waiters: Waiter[]): Promise<void> {
    const first = waiters[0];
    if (!first) return;
    // A stable row order makes concurrent statements lock rows in the same order (no deadlocks).
    const ordered = [...waiters].sort((a, b) =>
      a.write.key < b.write.key ? -1 : a.write.key > b.write.key ? 1 : 0,
    );
    if (ordered.length > 1 && ordered.length <= maxRunEach && this.#db.queryPreparedEach) {
      await this.#runEach(ordered, this.#db.queryPreparedEach.bind(this.#db));
      return;
    }
    try {
      const statement = first.build(ordered.map((waiter) => waiter.write));
      // The batch statements are few and run constantly: prepared where the database can.
      const { rows } = await (this.#db.queryPrepared
        ? this.#db.queryPrepared<Record<string, unknown>>(statement.text, statement.params)
        : this.#db.query<Record<string, unknown>>(statement.text, statement.params));
      const byKey = new Map<string, Record<string, unknown>[]>();
      for (const row of rows) {
        const { __key: key, ...rest } = row;
        const list = byKey.get(String(key)) ?? [];
        list.push(rest);
        byKey.set(String(key), list);
      }
      for (const waiter of ordered) waiter.resolve(byKey.get(waiter.write.key) ?? []);
    } catch (error) {
      if (ordered.length === 1) {
        first.reject(error);
        return;
      }
      for (const waiter of ordered) await this.#run([waiter]);
    }
  }

  /** Runs each write as its own one-row statement, all sent at once; each commits or fails alone. */
  async #runEach(
    waiters: readonly Waiter[],
    runEach: NonNullable<Queryable['queryPreparedEach']>,
  ): Promise<void> {
    const statements = waiters.map((waiter) => waiter.build([waiter.write]));
    const text = statements[0]?.text ?? '';
    let results: (QueryResult<Record<string, unknown>> | { error: unknown })[];
    try {
      results = await runEach<Record<string, unknown>>(
        text,
        statements.map((statement) => statement.params),
      );
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
      return;
    }
    for (const [index, waiter] of waiters.entries()) {
      const result = results[index];
      if (!result) waiter.reject(new Error('the database gave no answer for this write'));
      else if ('error' in result) waiter.reject(result.error);
      else waiter.resolve(result.rows.map(({ __key: _, ...rest }) => rest));
    }
  }
}
