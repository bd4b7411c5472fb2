import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace that has unit, component or integration tests.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
