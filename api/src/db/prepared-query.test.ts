import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './kysely';
import { migrateToLatest } from './migrate';
import { preparedQuery } from './prepared-query';

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'prepared-'));
  db = createDb({ kind: 'sqlite', path: join(dir, 'app.db') });
  await migrateToLatest(db);
  await db
    .insertInto('exam_types')
    .values([
      { id: 901, slug: 'exam-a', name: 'Exam A', description: '', icon: '', color: '' },
      { id: 902, slug: 'exam-b', name: 'Exam B', description: '', icon: '', color: '' },
    ])
    .execute();
});

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const examBySlug = preparedQuery((d, slug: string) =>
  d.selectFrom('exam_types').select(['id', 'name']).where('slug', '=', slug).where('id', '>', 900),
);

describe('a query built once and run with new arguments', () => {
  it('gives each call the rows of its own arguments', async () => {
    expect((await examBySlug(db, 'exam-a')).rows).toEqual([{ id: 901, name: 'Exam A' }]);
    expect((await examBySlug(db, 'exam-b')).rows).toEqual([{ id: 902, name: 'Exam B' }]);
    expect((await examBySlug(db, 'nope')).rows).toEqual([]);
  });

  it('runs inside a transaction and reports the rows a write changed', async () => {
    const rename = preparedQuery((d, id: number, name: string) =>
      d.updateTable('exam_types').set({ name }).where('id', '=', id),
    );
    await db.transaction().execute(async (trx) => {
      expect(Number((await rename(trx, 902, 'Exam B2')).numAffectedRows)).toBe(1);
      expect(Number((await rename(trx, 999, 'none')).numAffectedRows)).toBe(0);
    });
    expect((await examBySlug(db, 'exam-b')).rows).toEqual([{ id: 902, name: 'Exam B2' }]);
  });

  it('refuses a query whose build uses an argument as something other than a value', async () => {
    const branching = preparedQuery((d, slug: string | undefined) => {
      const query = d.selectFrom('exam_types').select('id');
      return slug === undefined ? query : query.where('id', '=', 1);
    });
    await expect(branching(db, 'exam-a')).rejects.toThrow(/drops an argument/);
  });
});
