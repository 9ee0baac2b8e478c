import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

describe('health probes', () => {
  it('healthz answers while the process is up', async () => {
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('readyz reports the database and the CMS reachable', async () => {
    const res = await t.app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', checks: { database: true, cms: true } });
  });

  it('readyz turns 503 while draining and asks clients to close the connection', async () => {
    t.deps.lifecycle.draining = true;
    try {
      const res = await t.app.request('/readyz');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { status: string }).status).toBe('draining');
      expect(res.headers.get('connection')).toBe('close');
    } finally {
      t.deps.lifecycle.draining = false;
    }
  });
});

describe('every response', () => {
  it.each(['/healthz', '/api/exam-types', '/api/nope', '/trpc/exams.list'])(
    'carries the security headers (%s)',
    async (path) => {
      const res = await t.app.request(path);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
      const maxAge = Number(
        /max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1],
      );
      expect(maxAge).toBeGreaterThanOrEqual(31536000);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBeTruthy();
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );

  it('answers an unknown /api path with a JSON 404 a person can read', async () => {
    const res = await t.app.request('/api/nope', {
      method: 'POST',
      headers: { Origin: t.config.publicUrl, 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: 'No API route for POST /api/nope',
      code: 'NOT_FOUND',
    });
  });

  it('says the CMS is not running when no CMS server is configured', async () => {
    const res = await t.app.request('/cms');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toMatch(/CMS/);
  });
});
