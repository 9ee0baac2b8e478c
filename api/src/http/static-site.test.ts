import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { staticSite } from './static-site';

const dist = mkdtempSync(join(tmpdir(), 'static-site-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
writeFileSync(join(dist, 'landing.html'), '<div id="root"><h1>Prerendered landing</h1></div>');
writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = new Hono().use(staticSite(dist));

describe('static site', () => {
  it('serves the prerendered landing for / and the SPA shell for every other page', async () => {
    expect(await (await app.request('/')).text()).toContain('Prerendered landing');
    const blog = await app.request('/blog/some-post');
    expect(await blog.text()).toBe('<div id="root"></div>');
    expect(blog.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets as immutable and leaves unknown files to the next handler', async () => {
    const asset = await app.request('/assets/app-1234.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });
});
