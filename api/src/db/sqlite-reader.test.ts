import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './kysely';

let dir: string;
let db: Db;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reader-'));
  db = createDb({ kind: 'sqlite', path: join(dir, 'app.db') });
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
});

afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const bodies = async (executor: Db) =>
  (
    await executor
      .selectFrom('notes' as never)
      .select('body' as never)
      .execute()
  ).map((row) => (row as { body: string }).body);

describe('reads beside the writing connection (SQLite)', () => {
  it('answers a plain read while a transaction is open, with only what was committed', async () => {
    await sql`insert into notes (body) values ('committed')`.execute(db);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside: string[] = [];
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values ('pending')`.execute(trx);
      inside = await bodies(trx);
      await held;
    });
    // The transaction holds the writing connection; the read does not wait for it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await bodies(db)).toEqual(['committed']);
    release();
    await transaction;
    expect(inside).toEqual(['committed', 'pending']);
    // A request reads its own committed write at once.
    expect(await bodies(db)).toEqual(['committed', 'pending']);
  });

  it('queues a write behind an open transaction, and keeps both', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values ('first')`.execute(trx);
      await held;
    });
    const write = sql`insert into notes (body) values ('second')`.execute(db);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([transaction, write]);
    expect(await bodies(db)).toEqual(['first', 'second']);
  });

  it('rolls a failed transaction back and frees the connection for the next one', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into notes (body) values ('lost')`.execute(trx);
        await sql`insert into notes (body) values (null)`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_NOTNULL' });
    await sql`insert into notes (body) values ('kept')`.execute(db);
    expect(await bodies(db)).toEqual(['kept']);
  });

  it('reports a failed read with SQLite’s error code', async () => {
    await expect(sql`select body from missing_table`.execute(db)).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
      message: expect.stringContaining('missing_table'),
    });
  });

  it('answers many reads sent at once, each with its own rows', async () => {
    await sql`insert into notes (body) values ('a'), ('b'), ('c')`.execute(db);
    const reads = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sql<{ body: string }>`select body from notes where id = ${(i % 3) + 1}`.execute(db),
      ),
    );
    expect(reads.map((r) => r.rows[0]?.body)).toEqual(
      Array.from({ length: 50 }, (_, i) => ['a', 'b', 'c'][i % 3]),
    );
  });
});
