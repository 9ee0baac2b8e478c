import { defineConfig } from 'vitest/config';

/**
 * CMS tests run through Payload's Local API on a temporary, migrated SQLite file per test
 * file (see src/test-support.ts). Each file runs in its own forked process: getPayload()
 * caches one instance per process.
 */
export default defineConfig({
  test: {
    name: 'cms',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
