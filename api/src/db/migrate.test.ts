import { PostgresAdapter, SqliteAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testDialect } from '../test/test-deps';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

describe('migrations', () => {
  it(`run on the ${testDialect} database of this project`, () => {
    const adapter = t.deps.db.getExecutor().adapter;
    expect(adapter).toBeInstanceOf(testDialect === 'postgres' ? PostgresAdapter : SqliteAdapter);
  });

  it('are recorded once and are a no-op the second time', async () => {
    expect(await migrateToLatest(t.deps.db)).toEqual([]);
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(t.deps.db);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations));
  });

  it('enforce unique exam slugs', async () => {
    await expect(
      t.deps.db
        .insertInto('exam_types')
        .values({ id: 99, slug: 'ged', name: 'Copy', description: 'x', icon: 'x', color: '#000' })
        .execute(),
    ).rejects.toThrow();
  });
});
