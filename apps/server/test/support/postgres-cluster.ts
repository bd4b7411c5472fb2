// A throw-away PostgreSQL cluster from the system's server binaries, for tests and benches:
// its own temp directory, a free port on 127.0.0.1, the socket in the temp directory, trust
// authentication. Run as the `postgres` OS user when this process is root (PostgreSQL
// refuses to run as root).
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A running throw-away cluster. */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>` (append `/<database>`). */
  readonly baseUrl: string;
  readonly port: number;
  readonly binDir: string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Runs a program from the cluster's bin directory as the cluster's owner. */
  runProgram(
    program: string,
    args: string[],
    options?: { timeoutMs?: number },
  ): Promise<{ stdout: string; stderr: string }>;
  /** Stops the server (fast shutdown: clients are disconnected), keeping its data. */
  pause(): Promise<void>;
  /** Starts a paused server again on the same port and data. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** The bin directory of the newest installed PostgreSQL server, or a clear error. */
export function findPostgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter(
          (entry) =>
            existsSync(join(root, entry, 'bin', 'initdb')) && existsSync(join(root, entry, 'bin', 'pg_ctl')),
        )
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  const newest = versions[0];
  if (!newest) throw new Error('PostgreSQL server binaries not found: apt-get install postgresql');
  return join(root, newest, 'bin');
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const runsAsRoot = process.getuid?.() === 0;

function run(
  command: string,
  args: string[],
  timeoutMs = 120_000,
): Promise<{ stdout: string; stderr: string }> {
  const [file, fullArgs] = runsAsRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  return new Promise((resolve, reject) => {
    execFile(file, fullArgs, { timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stderr}`));
      else resolve({ stdout, stderr });
    });
  });
}

/**
 * Starts a cluster. `settings` are passed as `-c name=value` (tests turn fsync off; benches
 * keep the defaults).
 *
 * @example const cluster = await startPostgresCluster({ fsync: 'off' }); const url = await cluster.createDatabase('t1');
 */
export async function startPostgresCluster(settings: Record<string, string> = {}): Promise<PostgresCluster> {
  const binDir = findPostgresBinDir();
  const dir = await mkdtemp(join(tmpdir(), 'grundlagen-pg-'));
  if (runsAsRoot) {
    const chown = spawnSync('chown', ['-R', 'postgres:postgres', dir]);
    if (chown.status !== 0) throw new Error(`chown ${dir} failed: ${chown.stderr.toString()}`);
  }
  const dataDir = join(dir, 'data');
  const port = await freePort();
  await run(join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=300',
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  const start = () =>
    run(join(binDir, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
  await start();

  const baseUrl = `postgres://postgres@127.0.0.1:${port}`;
  let stopped = false;
  return {
    baseUrl,
    port,
    binDir,
    async createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad database name ${name}`);
      const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `${baseUrl}/${name}`;
    },
    runProgram(program, args, runOptions = {}) {
      return run(join(binDir, program), args, runOptions.timeoutMs);
    },
    async pause() {
      await run(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    async resume() {
      await start();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await run(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
