// One throw-away PostgreSQL cluster for the whole server test run; each suite creates its
// own database on it (test/support/test-server.ts). Fails with an install hint when the
// server binaries are missing.
import type { TestProject } from 'vitest/node';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresBaseUrl: string;
  }
}

let cluster: PostgresCluster | undefined;

export async function setup(project: TestProject): Promise<void> {
  // Tests kill the server process, never PostgreSQL, so fsync buys nothing here but time.
  cluster = await startPostgresCluster({ fsync: 'off', full_page_writes: 'off' });
  project.provide('postgresBaseUrl', cluster.baseUrl);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}
