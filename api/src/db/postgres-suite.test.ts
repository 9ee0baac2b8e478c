import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coverageKey, DIALECT_SPECIFIC, POSTGRES_COVERAGE } from './postgres-suite';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The api's source modules (no tests, no test helpers, not the rule's own file). */
function sourceModules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceModules(path);
    const name = relative(SRC, path);
    if (!name.endsWith('.ts') || name.endsWith('.test.ts') || name === 'db/postgres-suite.ts') {
      return [];
    }
    return [name];
  });
}

const differsByDialect = (module: string) => {
  const text = readFileSync(join(SRC, module), 'utf8');
  return DIALECT_SPECIFIC.some((pattern) => pattern.test(text));
};

describe('the PostgreSQL suite (decision 0026)', () => {
  const dialectSpecific = sourceModules().filter(differsByDialect);

  it('finds the modules whose SQL differs by dialect', () => {
    expect(dialectSpecific).toContain('modules/questions/admin-repo.ts');
    expect(dialectSpecific).toContain('db/migrations/0004_practice.ts');
    expect(dialectSpecific).not.toContain('modules/exams/service.ts');
  });

  it('names the tests that run on PostgreSQL for every such module', () => {
    const unnamed = dialectSpecific.filter((module) => !coverageKey(module));
    expect(
      unnamed,
      'add these modules to POSTGRES_COVERAGE in api/src/db/postgres-suite.ts with the test files that reach their SQL',
    ).toEqual([]);
  });

  it('lists only test files that exist, for entries that still differ by dialect', () => {
    const missing = Object.values(POSTGRES_COVERAGE)
      .flat()
      .filter((file) => !file.endsWith('.test.ts') || !existsSync(join(SRC, file)));
    expect(missing).toEqual([]);
    const stale = Object.keys(POSTGRES_COVERAGE).filter(
      (key) => !dialectSpecific.some((module) => coverageKey(module) === key),
    );
    expect(stale, 'entries with no module whose SQL differs by dialect').toEqual([]);
  });
});
