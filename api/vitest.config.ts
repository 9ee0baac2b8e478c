import { defineConfig } from 'vitest/config';

/** The api suite: in-process requests against a freshly migrated database per test file. */
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
