import type { TestProject } from 'vitest/node';
import { startServer } from '@grundlagen/e2e/server';

/** Component tests talk to the real server over HTTP, as the app does. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  const config = (await (await fetch(`${server.url}/app-config.json`)).json()) as { supabaseAnonKey: string };
  project.provide('apiUrl', server.url);
  project.provide('anonKey', config.supabaseAnonKey);
  return async () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    anonKey: string;
  }
}
