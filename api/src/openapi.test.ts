import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { honoPath } from './rest-routes';
import { createTestContext, type TestContext } from './test/test-deps';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; schema: { type?: string } }[];
  requestBody?: {
    content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
  };
  responses: Record<string, unknown>;
  security?: unknown[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Document> {
  const res = await t.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

describe('GET /api/openapi.json', () => {
  it('documents exactly the routes mounted under /api, and nothing else', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} /api${honoPath(path)}`),
      )
      .sort();
    const mounted = [
      ...new Set(
        t.app.routes
          .filter((r) => r.path.startsWith('/api/') && r.path !== '/api/*' && r.method !== 'ALL')
          .map((r) => `${r.method} ${r.path}`),
      ),
    ].sort();
    expect(documented).toEqual(mounted);
    expect(mounted.length).toBeGreaterThanOrEqual(38);
  });

  it('describes the spec §7 paths from the procedures’ schemas', async () => {
    const doc = await document();
    const questions = doc.paths['/questions/{examTypeId}']?.get;
    expect(questions?.parameters).toContainEqual(
      expect.objectContaining({ name: 'examTypeId', in: 'path', required: true }),
    );
    expect(questions?.security).toEqual([{ sessionCookie: [] }]);
    const start = doc.paths['/test-sessions']?.post;
    const body = start?.requestBody?.content['application/json'].schema.properties ?? {};
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['examTypeId', 'mode', 'questionIds']),
    );
    expect(start?.responses).toHaveProperty('201');
    const patch = doc.paths['/test-sessions/{sessionId}']?.patch;
    expect(
      Object.keys(patch?.requestBody?.content['application/json'].schema.properties ?? {}),
    ).toEqual(expect.arrayContaining(['answers', 'score', 'timeSpent']));
    const checkout = doc.paths['/create-subscription']?.post;
    expect(JSON.stringify(checkout?.responses['200'])).toContain('checkout_url');
    const posts = doc.paths['/blog/posts']?.get;
    expect(posts?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'offset', 'category', 'q']),
    );
    expect(posts?.security).toBeUndefined();
    for (const ops of Object.values(doc.paths)) {
      for (const op of Object.values(ops)) {
        expect(op.operationId).toMatch(/^\w+$/);
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      }
    }
  });
});
