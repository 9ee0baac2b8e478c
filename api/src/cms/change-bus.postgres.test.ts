import { randomBytes } from 'node:crypto';
import { onContentChange } from '@app/cms/change-notifier';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createTestContext, type TestContext } from '../test/test-deps';
import { CHANGE_CHANNEL, type ChangeBus, type ContentChange, startChangeBus } from './change-bus';

/*
 * Several api nodes on one PostgreSQL database: a content change one node learns of reaches
 * the others over LISTEN/NOTIFY. Runs in the api-postgres project only (it needs PostgreSQL).
 */

const url = process.env.TEST_DATABASE_URL as string;
const log = createLogger({ quiet: true });
const within = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms = 1000): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await within(5);
  }
  return Date.now() - started;
}

async function sql(text: string, values: unknown[] = [], on = url) {
  const client = new pg.Client({ connectionString: on });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

describe('the change bus between two nodes', () => {
  const channel = `bus_test_${randomBytes(4).toString('hex')}`;
  const heardByA: (ContentChange | null)[] = [];
  const heardByB: (ContentChange | null)[] = [];
  let a: ChangeBus;
  let b: ChangeBus;

  beforeAll(async () => {
    a = await startChangeBus({ url, log, channel, onRemote: (c) => heardByA.push(c) });
    b = await startChangeBus({ url, log, channel, onRemote: (c) => heardByB.push(c) });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("gives one node's change to the other within a second, not back to itself", async () => {
    const change: ContentChange = { collection: 'posts', id: 7, operation: 'update', slug: 'x' };
    a.publish(change);
    const ms = await until(() => heardByB.length === 1);
    expect(ms).toBeLessThan(1000);
    expect(heardByB[0]).toEqual(change);
    await within(100);
    expect(heardByA).toEqual([]);
  });

  it('ignores messages that are not changes', async () => {
    await sql('SELECT pg_notify($1, $2)', [channel, 'not json']);
    await sql('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ from: 'x', change: {} })]);
    b.publish({ collection: 'faqs', id: 1, operation: 'delete' });
    await until(() => heardByA.length === 1);
    expect(heardByA[0]).toEqual({ collection: 'faqs', id: 1, operation: 'delete' });
    expect(heardByB).toHaveLength(1);
  });

  it('reconnects after losing its connection, counts everything as changed, and hears again', async () => {
    await sql(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = $1 AND pid <> pg_backend_pid()`,
      [`change-bus:${channel}`],
    );
    // Both listeners lost their connection: each comes back and says "anything may have changed".
    await until(() => heardByA.includes(null) && heardByB.includes(null), 5000);
    a.publish({ collection: 'subjects', id: 3, operation: 'update' });
    await until(() => heardByB.some((c) => c?.collection === 'subjects'));
  });
});

describe('an api node', () => {
  let t: TestContext;
  /** The node's own database: NOTIFY reaches the listeners of the same database. */
  let nodeUrl: string;
  let listener: pg.Client;
  const published: ContentChange[] = [];

  beforeAll(async () => {
    t = await createTestContext();
    if (t.database.kind !== 'postgres') throw new Error('runs on PostgreSQL only');
    nodeUrl = t.database.url;
    listener = new pg.Client({ connectionString: nodeUrl });
    await listener.connect();
    await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
    listener.on('notification', (message) => {
      const body = JSON.parse(message.payload ?? '{}') as { from?: string; change?: ContentChange };
      // What the node announced (not the test's own stand-in for another node).
      if (body.change && body.from !== 'another-node') published.push(body.change);
    });
  });
  afterAll(async () => {
    await listener?.end();
    await t?.close();
  });

  it("publishes what the CMS's webhook told it, for the other nodes", async () => {
    const id = `webhook-${randomBytes(4).toString('hex')}`;
    const res = await t.app.request('/internal/cms-changed', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-cms-webhook-secret': t.config.cms.webhookSecret,
      },
      body: JSON.stringify({ collection: 'exam-pages', id, operation: 'update' }),
    });
    expect(res.status).toBe(200);
    await until(() => published.some((c) => c.id === id));
  });

  it("runs its own listeners (cache, kept pages) for another node's change", async () => {
    const id = `remote-${randomBytes(4).toString('hex')}`;
    const seen: ContentChange[] = [];
    const stop = onContentChange((change) => seen.push(change));
    try {
      await sql(
        'SELECT pg_notify($1, $2)',
        [
          CHANGE_CHANNEL,
          JSON.stringify({
            from: 'another-node',
            change: { collection: 'posts', id, operation: 'create' },
          }),
        ],
        nodeUrl,
      );
      await until(() => seen.some((c) => c.id === id));
      // Applying it did not announce it again (no echo between nodes).
      await within(150);
      expect(published.filter((c) => c.id === id)).toEqual([]);
    } finally {
      stop();
    }
  });
});
