import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './src/sequencer.ts';

// The browser suite: one server for all files (global setup); each file launches its own
// Chromium. Files run on two workers (E2E_WORKERS=1 runs them one after another): the server
// is mostly idle, and while one file's browser waits on a round trip the other's can render.
// Each test signs up its own learner, so files do not share state on the server.
const workers = Number(process.env['E2E_WORKERS'] ?? 2);

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'e2e',
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./src/global-setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page's answer can take seconds on a busy two-core machine; vitest's poll default is 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
