import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-deps';
import { proxyTo } from './proxy';

/** Replies written by hand (not through the REST adapter) carry a code a program can read. */
describe('hand-written error replies', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the CMS change webhook answers a missing secret and a bad body with codes', async () => {
    const noSecret = await t.app.request('/internal/cms-changed', { method: 'POST', body: '{}' });
    expect(noSecret.status).toBe(401);
    expect(await noSecret.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const bad = await t.app.request('/internal/cms-changed', {
      method: 'POST',
      headers: { 'x-cms-webhook-secret': t.config.cms.webhookSecret },
      body: 'not json',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('a payment webhook refused answers with a code', async () => {
    const path = `/api/payments/webhooks/${t.deps.payments.protocol}`;
    const unsigned = await t.app.request(path, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('the proxy answers a missing or unreachable upstream with a code', async () => {
    const app = new Hono()
      .all('/none/*', proxyTo(undefined, 'CMS'))
      // Port 9 on loopback: nothing listens there, the connection is refused at once.
      .all('/down/*', proxyTo('http://127.0.0.1:9', 'CMS'));
    const none = await app.request('/none/x');
    expect(none.status).toBe(503);
    expect(await none.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const down = await app.request('/down/x');
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
