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
    // A page's answer can take seconds on a busy two-core machine; vitest's poll default is 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
