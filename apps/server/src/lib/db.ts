import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import Postgrator from 'postgrator';
import { extract } from 'tar';
import { preparedRunner } from './pglite-prepared.ts';

/** Rows of one statement. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** Anything that runs one parameterised statement: the database or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /**
   * Runs a statement the server runs over and over (the save path's) as a prepared statement,
   * parsed and planned once. Where missing, callers use `query`.
   */
  queryPrepared?<Row = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[],
  ): Promise<QueryResult<Row>>;
  /**
   * Runs a prepared statement once for each parameter set, each run committed on its own (a
   * failing run fails alone), all sent to the database at once. Each result is its run's rows or
   * its error.
   */
  queryPreparedEach?<Row = Record<string, unknown>>(
    sql: string,
    paramSets: readonly (readonly unknown[])[],
  ): Promise<(QueryResult<Row> | { error: unknown })[]>;
}

/** The one database interface the routes use, over PGlite or a PostgreSQL pool. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in a transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script without parameters in one transaction (migrations). */
  runScript(sql: string): Promise<void>;
  /**
   * Listens on a notification channel over a connection of its own (PostgreSQL only; other
   * servers on the database send with `pg_notify`). `connected` reports whether notifications
   * can currently arrive; a lost connection is re-made every second. Resolves to a stop function.
   */
  listen?(
    channel: string,
    handlers: { message(payload: string): void; connected(up: boolean): void },
  ): () => Promise<void>;
  close(): Promise<void>;
}

/** The server's `src` folder, from this file in `src/lib` or its build in `dist/lib` (npm start). */
const sourceDir = join(import.meta.dirname, '..', '..', 'src');
const migrationsDir = join(sourceDir, 'migrations');

/**
 * The process holding the embedded database in `dir` (a `DATA_DIR/pglite` folder), if one is
 * alive; undefined when the database is free.
 *
 * @example pgliteHolder(join(dataDir, 'pglite')) // 4242 while a server runs on it
 */
export function pgliteHolder(dir: string): number | undefined {
  const lockFile = join(dir, 'server.pid');
  if (!existsSync(lockFile)) return undefined;
  const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  return Number.isInteger(pid) && pid !== process.pid && isProcessAlive(pid) ? pid : undefined;
}

/** A lock file keeps a second server from opening the same embedded database, which would corrupt it. */
function lockDataDir(dir: string): () => void {
  const lockFile = join(dir, 'server.pid');
  const pid = pgliteHolder(dir);
  if (pid !== undefined) {
    throw new Error(
      `Another Grundlagen server (pid ${pid}) is using ${dir}; stop it or choose another DATA_DIR.`,
    );
  }
  writeFileSync(lockFile, `${process.pid}\n`);
  return () => rmSync(lockFile, { force: true });
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's PostgreSQL settings. Its WebAssembly memory only grows, and PostgreSQL's default
 * 128 MB of shared buffers is sized for a server of its own; the course's data of even
 * thousands of learners fits in 8 MB of buffers, with the operating system's page cache
 * behind them, so the process stays small.
 */
export const pgliteSettings: readonly string[] = ['shared_buffers=8MB'];

/**
 * Settings of the running database only (not initdb's, not the template's). `wal_init_zero=off`:
 * PostgreSQL zero-fills each new 16 MB WAL file before writing to it, on the one thread that
 * also answers every request: a 7–23 ms stall about every 60,000 saves, enough to put a run of
 * the save bench over its p99 bar. Not filled, a new file costs 1–3 ms; WAL records carry
 * their own checksums, so the zeroes were never what made recovery safe (the option exists
 * for file systems where filling in advance does not help).
 */
export const pgliteRunSettings: readonly string[] = ['wal_init_zero=off'];

/**
 * A new embedded database's files, made once by PGlite's initdb (a clean first start, closed)
 * and kept in the repository with the PGlite version and settings it was made with:
 * `scripts/generate-pglite-template.ts` writes both, `test/pglite-template.test.ts` fails
 * when they no longer match the installed PGlite. initdb itself needs a second PGlite
 * instance, a third WebAssembly module and copies of the whole data folder in memory (about
 * 450 MB more than opening an existing database); unpacking the same files costs a few MB.
 */
export const pgliteTemplate = {
  archive: join(sourceDir, 'pglite-template', 'data.tar.gz'),
  about: join(sourceDir, 'pglite-template', 'template.json'),
};

/** What `pgliteTemplate.about` records. */
export interface PgliteTemplateAbout {
  pglite: string;
  settings: string[];
}

/** The installed PGlite's version (its package.json, found from its entry point). */
export function installedPgliteVersion(): string {
  // dist/index.js → the package folder
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const packageJson = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return packageJson.version;
}

/** Whether the committed template was made by the installed PGlite with today's settings. */
export function pgliteTemplateUsable(): boolean {
  if (!existsSync(pgliteTemplate.archive) || !existsSync(pgliteTemplate.about)) return false;
  const about = JSON.parse(readFileSync(pgliteTemplate.about, 'utf8')) as PgliteTemplateAbout;
  return (
    about.pglite === installedPgliteVersion() &&
    JSON.stringify(about.settings) === JSON.stringify(pgliteSettings)
  );
}

/**
 * On a new data folder, unpacks the template into `dir/data` (a `DATA_DIR/pglite` folder) and
 * resolves true; the database then opens as an existing one. Unpacks into a folder of its
 * own and renames it into place, so that a start cut short leaves no half database that
 * looks made. Resolves true at once when the database exists, false when the template does
 * not fit the installed PGlite (the caller then runs initdb).
 *
 * @example await unpackPgliteTemplate(join(dataDir, 'pglite')); // true
 */
export async function unpackPgliteTemplate(dir: string): Promise<boolean> {
  const data = join(dir, 'data');
  if (existsSync(join(data, 'PG_VERSION'))) return true;
  if (!pgliteTemplateUsable()) return false;
  const unpacking = join(dir, `data.unpacking-${process.pid}`);
  await rm(unpacking, { recursive: true, force: true });
  await mkdir(unpacking, { recursive: true, mode: 0o700 });
  try {
    await extract({ file: pgliteTemplate.archive, cwd: unpacking, strict: true });
    // PGlite made an empty `data` folder when a start before ours stopped in initdb.
    if (existsSync(data) && !existsSync(join(data, 'PG_VERSION'))) await rm(data, { recursive: true });
    await rename(unpacking, data);
  } catch (error) {
    // A server starting at the same moment put its copy in place first: the lock decides.
    if (!existsSync(join(data, 'PG_VERSION'))) throw error;
  } finally {
    await rm(unpacking, { recursive: true, force: true });
  }
  return true;
}

/**
 * Awaits `work` with a timer holding the event loop open. Node can deadlock when its loop runs
 * empty while V8 compiles in the background (nodejs/node#54918: the main thread waits for the
 * compile job, which waits for the main thread to collect garbage); starting PGlite awaits only
 * WebAssembly compilation, which leaves the loop empty, and one start in ten hung for good on
 * this 2-core machine. With a timer pending the loop never runs empty.
 *
 * @example const db = await withEventLoopHeld(PGlite.create({ dataDir }));
 */
export async function withEventLoopHeld<T>(work: Promise<T>): Promise<T> {
  const hold = setInterval(() => undefined, 1_000);
  try {
    return await work;
  } finally {
    clearInterval(hold);
  }
}

/**
 * On a new data folder, puts the embedded database in `dir` (a `DATA_DIR/pglite` folder) in
 * place and then restarts this process in place (`process.execve`: same pid, Node options,
 * arguments and environment), which finds the database made and starts with none of the
 * memory making it took: unpacking the template (unpackPgliteTemplate) leaves about 50 MB of
 * freed buffers that the C allocator keeps; initdb, where the template does not fit the
 * installed PGlite, several hundred MB in the WebAssembly memory, which never shrinks. Does
 * nothing on an existing database, or where `execve` is missing (Windows): the server then
 * makes the database when it opens it.
 *
 * @example await createPgliteAndRestart(join(dataDir, 'pglite')); // returns only when made before
 */
export async function createPgliteAndRestart(dir: string): Promise<void> {
  if (!process.execve || existsSync(join(dir, 'data', 'PG_VERSION'))) return;
  await mkdir(dir, { recursive: true });
  if (!(await unpackPgliteTemplate(dir))) {
    const db = await openPglite(dir, { template: false });
    await db.close();
  }
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    process.env,
  );
}

/**
 * Opens (creating if needed, from the template where it fits) the embedded PGlite database in
 * `dir`. `lock: false` opens a database no server will ever use (a copy), without the lock
 * file; `template: false` creates a new one with initdb (what the template is made from).
 */
export async function openPglite(
  dir: string,
  options: { lock?: boolean; template?: boolean } = {},
): Promise<Database> {
  await mkdir(dir, { recursive: true });
  if (options.template !== false) await unpackPgliteTemplate(dir);
  const unlock = options.lock === false ? () => undefined : lockDataDir(dir);
  let db: PGlite;
  try {
    // relaxedDurability stays off: a statement resolves only after PGlite has handed its
    // writes to the file system, so an acknowledged save survives the process being killed.
    db = await withEventLoopHeld(
      PGlite.create({
        dataDir: join(dir, 'data'),
        relaxedDurability: false,
        startParams: [
          ...PGlite.defaultStartParams,
          ...[...pgliteSettings, ...pgliteRunSettings].flatMap((setting) => ['-c', setting]),
        ],
        // initdb's own PostgreSQL runs with them too (less memory for a new folder).
        initDbStartParams: pgliteSettings.map((setting) => `--set=${setting}`),
      }),
    );
  } catch (error) {
    unlock();
    throw error;
  }
  const prepared = preparedRunner(db);
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    queryPrepared: prepared.run,
    queryPreparedEach: prepared.runEach,
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return db.transaction((tx) =>
        work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<Row>(sql, params as unknown[]);
            return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
          },
        }),
      );
    },
    async runScript(sql: string) {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
      });
    },
    async close() {
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Longest a statement may run on PostgreSQL before it is cancelled (57014, a 503). */
export const defaultStatementTimeoutMs = 10_000;

/**
 * Connects a pool to the PostgreSQL server at `url`. node-postgres is loaded here, not with
 * this module: the server on PGlite never needs it.
 */
async function openPostgres(url: string, statementTimeoutMs: number): Promise<Database> {
  const { default: driver } = await import('pg');
  // A connection that cannot be made in 5 s fails the request (503) instead of hanging it; a
  // statement running past the timeout is cancelled by the server, and one the server does not
  // answer at all (frozen) is given up by the client a few seconds later, its connection closed.
  const pool = new driver.Pool({
    connectionString: url,
    max: 20,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    statement_timeout: statementTimeoutMs,
  });
  const readTimeoutMs = statementTimeoutMs + 5_000;
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query({
        text: sql,
        values: params as unknown[],
        query_timeout: readTimeoutMs,
      } as pg.QueryConfig);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
  });
  const poolQueryable = wrap(pool);
  return {
    kind: 'postgres',
    query: poolQueryable.query,
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          // A connection that cannot even roll back (frozen, lost) is closed, not reused.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async runScript(sql: string) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // A migration may take its time.
        await client.query('SET LOCAL statement_timeout = 0');
        // No parameters: pg uses the simple protocol, which accepts several statements.
        await client.query(sql);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen(channel, handlers) {
      return listenForNotifications(driver, url, channel, handlers);
    },
    close: () => pool.end(),
  };
}

/** LISTEN on a dedicated client that reconnects when it loses its connection. */
function listenForNotifications(
  driver: typeof pg,
  url: string,
  channel: string,
  handlers: { message(payload: string): void; connected(up: boolean): void },
): () => Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const scheduleReconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), 1000);
    retry.unref();
  };
  const connect = async () => {
    const client = new driver.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => {}); // followed by 'end', which reconnects
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    client.on('end', () => {
      if (current !== client) return;
      current = undefined;
      handlers.connected(false);
      scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (stopped) {
        await client.end();
        return;
      }
      current = client;
      handlers.connected(true);
    } catch {
      await client.end().catch(() => {});
      handlers.connected(false);
      scheduleReconnect();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir/pglite`.
 *
 * @example const db = await openDatabase({ databaseUrl: undefined, dataDir: '/tmp/data' });
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL only (PGlite runs a statement on the server's own thread and cannot cancel it). */
  statementTimeoutMs?: number;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.statementTimeoutMs ?? defaultStatementTimeoutMs)
    : openPglite(join(options.dataDir, 'pglite'));
}

/**
 * Brings the schema up to date with postgrator, each migration in a transaction. On
 * PostgreSQL an advisory lock lets several servers start against one database without
 * racing each other's migrations.
 *
 * @example await migrate(db);
 */
export async function migrate(db: Database): Promise<void> {
  const postgrator = new Postgrator({
    migrationPattern: join(migrationsDir, '*.sql'),
    driver: 'pg',
    schemaTable: 'schemaversion',
    execQuery: async (sql) => ({ rows: (await db.query(sql)).rows }),
    execSqlScript: (sql) => db.runScript(sql),
  });
  if (db.kind === 'pglite') {
    await postgrator.migrate();
    return;
  }
  await db.transaction(async (tx) => {
    // A transaction-scoped lock, held on its own connection while the migrations run on others;
    // waiting for another server's migrations is not cut by the statement timeout.
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock(727274)');
    await postgrator.migrate();
  });
}

/**
 * Tells whether the database answers a trivial query within `timeoutMs` (for /health).
 *
 * @example if (!(await isDatabaseReachable(db))) reply.code(503);
 */
export async function isDatabaseReachable(db: Queryable, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.query('SELECT 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** How often the server vacuums the embedded database; PGlite runs no autovacuum of its own. */
const maintenanceIntervalMs = 60 * 60 * 1000;

/** Pause between two maintenance statements, in which the saves that came meanwhile run. */
const vacuumPauseMs = 20;

/**
 * Vacuums and analyses every table of the database (the system catalogs too, so that the
 * database's oldest transaction id advances as a whole-database VACUUM would), a VACUUM and an
 * ANALYZE per table, each its own statement with a pause after it: PGlite runs statements one
 * at a time on the server's thread, and one `VACUUM (ANALYZE)` of the whole database held every
 * learner's save for as long as it took (370-550 ms with 120,000 saved answers, against 95 ms
 * for the longest statement now). The largest tables first. Stops early, between two tables,
 * when `stopped` says so. Resolves to the number of tables done.
 *
 * @example await vacuumTableByTable(db) // 72
 */
export async function vacuumTableByTable(
  db: Queryable,
  options: { pauseMs?: number; stopped?: () => boolean } = {},
): Promise<number> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'm') AND c.relpersistence = 'p'
      ORDER BY c.relpages DESC, name`,
  );
  let done = 0;
  for (const { name } of rows) {
    if (options.stopped?.()) break;
    // Two statements, each about as long as the other on a large table.
    for (const statement of [`VACUUM ${name}`, `ANALYZE ${name}`]) {
      await db.query(statement);
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? vacuumPauseMs));
    }
    done += 1;
  }
  return done;
}

/**
 * On PGlite, vacuums and analyses the database a minute after start and then hourly, as
 * autovacuum would on PostgreSQL: dead row versions from saves are reclaimed and the planner
 * keeps current statistics. A table at a time (`vacuumTableByTable`), so that saves are never
 * held for more than one table's vacuum. Returns a function that stops it. On PostgreSQL it does
 * nothing.
 *
 * @example const stop = scheduleMaintenance(db, (error) => log.warn(error)); … stop();
 */
export function scheduleMaintenance(db: Database, onError: (error: unknown) => void): () => void {
  if (db.kind !== 'pglite') return () => {};
  let stopped = false;
  let running = false;
  const vacuum = () => {
    if (running) return;
    running = true;
    vacuumTableByTable(db, { stopped: () => stopped })
      .catch((error: unknown) => {
        if (!stopped) onError(error);
      })
      .finally(() => (running = false));
  };
  const first = setTimeout(vacuum, 60_000);
  const every = setInterval(vacuum, maintenanceIntervalMs);
  first.unref();
  every.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
  };
}
