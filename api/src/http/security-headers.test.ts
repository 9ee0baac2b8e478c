import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CMS_CSP, securityHeaders } from './security-headers';

describe('security headers on proxied answers', () => {
  const app = new Hono();
  app.use(securityHeaders());
  // As the CMS proxy returns them: a Response of its own, without our headers.
  app.get(
    '/cms-api/media/file/:name',
    () =>
      new Response('%PDF', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Security-Policy': "script-src 'none'; frame-src 'none'; object-src 'none'",
        },
      }),
  );
  // Payload sends no policy for an uploaded PDF or image (only for SVGs).
  app.get(
    '/cms-api/media/file/photo.png',
    () => new Response('png', { headers: { 'Content-Type': 'image/png' } }),
  );
  app.get(
    '/cms/page',
    () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
  );

  it("keeps Payload's strict policy on an uploaded file instead of replacing it", async () => {
    const res = await app.request('/cms-api/media/file/guide.pdf');
    expect(res.headers.get('Content-Security-Policy')).toBe(
      "script-src 'none'; frame-src 'none'; object-src 'none'",
    );
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('gives an uploaded file that came without a policy one that forbids scripts (rerun of the attack run)', async () => {
    const res = await app.request('/cms-api/media/file/photo.png');
    const policy = res.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("script-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('gives an answer without a policy of its own the CMS policy', async () => {
    const res = await app.request('/cms/page');
    expect(res.headers.get('Content-Security-Policy')).toBe(CMS_CSP);
  });
});
