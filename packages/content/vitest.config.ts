import { defineProject } from 'vitest/config';

// The content suites spell-check and index the whole course; on a busy two-core machine a
// single check can take several seconds, so they get more than the default five.
export default defineProject({
  test: {
    name: '@grundlagen/content',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./src/test-support/load-vocabulary.ts'],
  },
});
