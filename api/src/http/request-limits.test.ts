import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-deps';
import { MAX_TRPC_BATCH } from './request-limits';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('request bounds (attack run, issue 14)', () => {
  it('refuses a tRPC batch of 1,400 calls with 413 before running any, and /healthz stays fast', async () => {
    const path = `/trpc/${Array.from({ length: 1400 }, () => 'exams.list').join(',')}?batch=1`;
    const started = performance.now();
    const res = await t.app.request(path);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: `Too many calls in one batch: at most ${MAX_TRPC_BATCH}.`,
      code: 'PAYLOAD_TOO_LARGE',
    });
    const health = await t.app.request('/healthz');
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    // A batch within the bound still works.
    const ok = await t.app.request(`/trpc/${['exams.list', 'exams.list'].join(',')}?batch=1`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as unknown[]).length).toBe(2);
  });

  it('refuses a body over 1 MB on /api and /trpc with 413', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(1_100_000) });
    for (const path of ['/api/auth/login', '/trpc/auth.login']) {
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { Origin: t.config.publicUrl, 'Content-Type': 'application/json' },
        body: big,
      });
      expect(res.status, path).toBe(413);
      // The unread body ends the connection: the answer says so, so no client reuses it.
      expect(res.headers.get('Connection'), path).toBe('close');
      expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('judges Origin by the configured public origin, never by the Host header', async () => {
    const res = await t.app.request('http://evil.example/api/auth/login', {
      method: 'POST',
      headers: {
        Host: 'evil.example',
        Origin: 'http://evil.example',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: 'a@example.com', password: 'whatever-long-1' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('ORIGIN_REJECTED');
  });

  it('refuses a CMS write from a foreign Origin before the CMS sees it', async () => {
    for (const path of ['/cms-api/testimonials', '/cms/login']) {
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { Origin: 'http://evil.example', 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(res.status, path).toBe(403);
    }
  });
});
