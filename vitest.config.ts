import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { postgresTestGlobs } from './api/src/db/postgres-suite';
import apiConfig from './api/vitest.config';
import { CONTENT_LANE } from './web/e2e/lanes';
import e2eConfig from './web/e2e/vitest.config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const withBrowser = process.env.VITEST_E2E === '1';

/**
 * All test projects. The api suite runs on SQLite; when TEST_DATABASE_URL is set, the files
 * that exercise SQL differing by dialect run again on PostgreSQL (api/src/db/postgres-suite.ts,
 * decision 0026). Browser journeys run only with VITEST_E2E=1 (`pnpm test:e2e`), after the
 * production build.
 */
export default defineConfig({
  test: {
    // Every core: vitest's default (cores − 1) runs one file at a time on a 2-core CI machine,
    // where the files spend much of their time waiting on databases and child processes.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/domain',
      'cms',
      'web',
      // The repository's own checks (scripts/*.test.mjs), e.g. the layering rules (decision 0028).
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
      {
        extends: './api/vitest.config.ts',
        root: './api',
        test: { name: 'api', exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'] },
      },
      ...(withPostgres
        ? [
            {
              // Not `extends`: that would add these globs to the api's include, not replace it.
              ...apiConfig,
              root: './api',
              test: {
                ...apiConfig.test,
                name: 'api-postgres',
                env: { API_TEST_DATABASE: 'postgres' },
                // The PostgreSQL-only checks (*.postgres.test.ts) and the files named by the
                // rule; never the SQLite-only ones (*.sqlite.test.ts).
                include: postgresTestGlobs(),
                exclude: [...configDefaults.exclude, '**/*.sqlite.test.ts'],
              },
            },
          ]
        : []),
      // Two lanes of journeys, each on its own stack, side by side (web/e2e/lanes.ts). Not
      // `extends`, which would add to the journeys' include instead of replacing it.
      ...(withBrowser
        ? [
            {
              ...e2eConfig,
              root: './web/e2e',
              test: { ...e2eConfig.test, name: 'e2e-content', include: CONTENT_LANE },
            },
            {
              ...e2eConfig,
              root: './web/e2e',
              test: {
                ...e2eConfig.test,
                name: 'e2e-students',
                exclude: [...configDefaults.exclude, ...CONTENT_LANE],
              },
            },
          ]
        : []),
    ],
  },
});
