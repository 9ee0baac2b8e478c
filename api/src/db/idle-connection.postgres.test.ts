import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './kysely';

/*
 * The server may close an idle pooled connection at any time (a restart, an administrator's
 * pg_terminate_backend, a forced drop). The api keeps running and the next query gets a
 * fresh connection. Runs in the api-postgres project only (it needs PostgreSQL).
 */

const url = process.env.TEST_DATABASE_URL as string;
const appName = `idle_${randomBytes(4).toString('hex')}`;

async function terminateOurConnections(): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [appName],
    );
    return res.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

describe('an idle PostgreSQL connection closed by the server', () => {
  let db: Db;
  const reported: string[] = [];

  beforeAll(() => {
    const withName = new URL(url);
    withName.searchParams.set('application_name', appName);
    db = createDb(
      { kind: 'postgres', url: withName.toString() },
      { onError: (message) => reported.push(message) },
    );
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('is reported, does not end the process, and the next query still answers', async () => {
    const first = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(first.rows[0]?.one).toBe(1);
    expect(await terminateOurConnections()).toBeGreaterThan(0);
    // The pool learns of the closed connection as an 'error' on the idle client.
    const started = Date.now();
    while (reported.length === 0 && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(reported[0]).toMatch(/PostgreSQL closed an idle connection/);
    const again = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(again.rows[0]?.one).toBe(1);
  });
});
