import { configDefaults, defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const withBrowser = process.env.VITEST_E2E === '1';

/**
 * All test projects. The api suite runs on SQLite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set. Browser journeys run only with VITEST_E2E=1 (`pnpm test:e2e`),
 * after the production build.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'cms',
      'web',
      {
        extends: './api/vitest.config.ts',
        root: './api',
        test: { name: 'api', exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'] },
      },
      ...(withPostgres
        ? [
            {
              extends: './api/vitest.config.ts',
              root: './api',
              test: {
                name: 'api-postgres',
                env: { API_TEST_DATABASE: 'postgres' },
                // SQLite-only checks (query plans with EXPLAIN QUERY PLAN, backups); the
                // PostgreSQL-only ones (*.postgres.test.ts) run here instead.
                exclude: [...configDefaults.exclude, '**/*.sqlite.test.ts'],
              },
            },
          ]
        : []),
      ...(withBrowser ? ['web/e2e'] : []),
    ],
  },
});
