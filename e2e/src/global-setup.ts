import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';
import { repoRoot, startServer } from './server.ts';

/**
 * Builds the web app, starts one server for the suite and hands its URL to the specs. The build
 * runs with NODE_ENV=production, as learners get it: left to inherit Vitest's NODE_ENV=test, it
 * would bundle React's development build (larger and slower, StrictMode rendering every
 * component and running every effect twice) (docs/decisions/e2e.md, "The production build").
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium`);
  const build = spawnSync(process.execPath, [join(repoRoot, 'apps', 'web', 'build', 'build.ts')], {
    cwd: join(repoRoot, 'apps', 'web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
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
