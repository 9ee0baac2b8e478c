import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The api suite: in-process requests against a fresh database per test file, copied from
 * templates migrated and seeded once per run (src/test/global-setup.ts).
 */
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    // PostgreSQL-only checks (LISTEN/NOTIFY between nodes) need TEST_DATABASE_URL; the root
    // config keeps them out of the SQLite project.
    exclude: process.env.TEST_DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, '**/*.postgres.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The files of a worker share one module graph (decision 0041): each file still gets its
    // own databases and its own Payload instance (test-deps.ts), and imports the app once.
    isolate: false,
  },
});
