import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';
import { repoRoot, startServer } from './server.ts';

/**
 * Builds the web app, starts one server for the suite and hands its URL to the specs. The build
 * is the production build learners get: Vitest runs under NODE_ENV=test, and a build inheriting
 * that would bundle React's development build (slower, and StrictMode renders every component
 * and runs every effect twice).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium`);
  const build = spawnSync(process.execPath, [join(repoRoot, 'apps', 'web', 'build', 'build.ts')], {
    cwd: join(repoRoot, 'apps', 'web'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The web app did not build.');

  const server = await startServer();
  project.provide('baseUrl', server.url);
  return async () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
