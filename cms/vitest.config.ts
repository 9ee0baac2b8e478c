import { defineConfig } from 'vitest/config';

/**
 * CMS tests run through Payload's Local API on a temporary, migrated SQLite file per test
 * file (see src/test-support.ts). The files of a worker share one module graph (isolate:
 * false, decision 0041): each test CMS is its own Payload instance (getPayload's `key`).
 */
export default defineConfig({
  test: {
    name: 'cms',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    isolate: false,
  },
});
