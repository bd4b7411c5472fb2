import { defineConfig } from 'vitest/config';

// The browser suite: one server and one Chromium, files run one after another.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'e2e',
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./src/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
