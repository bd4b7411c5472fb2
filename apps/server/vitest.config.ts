import { defineConfig } from 'vitest/config';

// Server tests: unit tests beside the code, integration suites in test/. Each integration
// suite runs on PGlite and on a throw-away PostgreSQL cluster started once per run.
export default defineConfig({
  test: {
    name: '@grundlagen/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
