/**
 * Which api test files also run on PostgreSQL (decision 0026).
 *
 * The rule: a test file runs on PostgreSQL when it exercises SQL that differs by dialect.
 * A source module "differs by dialect" when it holds raw SQL (Kysely's `sql` tag), branches
 * on the adapter (`PostgresAdapter` / `SqliteAdapter`), or reads a database's own error codes
 * (`isUniqueViolation`, `'SQLITE_…'`, SQLSTATE `'23505'`) — DIALECT_SPECIFIC below finds
 * them. Each such module names here the test files that exercise it; those files, with every
 * `*.postgres.test.ts`, make the api-postgres project. Everything else is SQL Kysely's query
 * builder writes for both dialects alike, checked on SQLite only.
 *
 * `postgres-suite.test.ts` fails when a module differs by dialect and is not listed here, or
 * when a listed test file does not exist: add the module with the tests that reach its SQL.
 * Paths are relative to api/src.
 */
export const POSTGRES_COVERAGE: Record<string, readonly string[]> = {
  'db/errors.ts': ['modules/auth/register-taken.test.ts'],
  'db/json-rows.ts': ['modules/practice/engine.test.ts', 'modules/progress/progress.test.ts'],
  'db/migrations/': ['db/migrate.test.ts'],
  'mail/outbox-repo.ts': ['mail/outbox.test.ts'],
  'lib/rate-limit.ts': [
    'modules/auth/register-login.test.ts',
    'modules/auth/login-protection.test.ts',
  ],
  'modules/admin/item-stats-repo.ts': ['modules/admin/item-stats.test.ts'],
  'modules/admin/reports.ts': ['modules/admin/reports.test.ts'],
  'modules/calibration/calibration-repo.ts': ['modules/calibration/calibration-job.test.ts'],
  'modules/auth/login-protection-repo.ts': ['modules/auth/login-protection.test.ts'],
  'modules/auth/service.ts': [
    'modules/auth/profile-update.test.ts',
    'modules/auth/register-login.test.ts',
    'modules/auth/register-taken.test.ts',
  ],
  'modules/health/repo.ts': ['modules/health/health.test.ts'],
  'modules/newsletter/service.ts': ['modules/newsletter/newsletter.test.ts'],
  'modules/practice/': [
    'modules/practice/engine.test.ts',
    'modules/practice/bookmark-access.test.ts',
    'modules/practice/bookmarks.test.ts',
    'modules/practice/free-quota.test.ts',
    'modules/practice/item-types.test.ts',
    'modules/practice/adaptive-simulation.test.ts',
    'modules/practice/simulation.test.ts',
    'modules/practice/simulation-rules.test.ts',
    'modules/practice/spec-client-order.test.ts',
    'modules/practice/tutor-selection-review.test.ts',
    'modules/progress/progress.test.ts',
  ],
  'modules/readiness/repo.ts': ['modules/readiness/readiness.test.ts'],
  'payments/local-checkout/state.ts': [
    'payments/local-checkout/local-checkout-nodes.test.ts',
    'modules/payments/refunds.test.ts',
  ],
  'modules/questions/admin-repo.ts': [
    'modules/questions/admin-questions.test.ts',
    'modules/questions/import-export.test.ts',
    // Every item type written and read back on PostgreSQL's column types. (round-trip.test.ts,
    // the whole bank three times, reaches no SQL of its own: SQLite only, 25 s saved in CI.)
    'modules/questions/import-formats.test.ts',
  ],
};

/** What makes a source module's SQL differ by dialect (see the rule above). */
export const DIALECT_SPECIFIC = [
  /\bsql\s*(<[^>]*>)?\s*`/,
  /\bsql\.(raw|ref|lit|join|id|table|val)\(/,
  /\b(PostgresAdapter|SqliteAdapter)\b/,
  /\bisUniqueViolation\b/,
  /'SQLITE_[A-Z_]+'|'23505'/,
];

/** The module key of POSTGRES_COVERAGE that covers `path` (a file or a folder prefix). */
export function coverageKey(path: string): string | undefined {
  if (POSTGRES_COVERAGE[path]) return path;
  return Object.keys(POSTGRES_COVERAGE).find((key) => key.endsWith('/') && path.startsWith(key));
}

/** The api-postgres project's files, as globs relative to api/. */
export function postgresTestGlobs(): string[] {
  const files = new Set(Object.values(POSTGRES_COVERAGE).flat());
  return ['src/**/*.postgres.test.ts', ...[...files].sort().map((file) => `src/${file}`)];
}
