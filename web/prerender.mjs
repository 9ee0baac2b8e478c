// After `vite build` (client) and `vite build --ssr src/prerender.tsx` (server entry): writes
// dist/landing.html, index.html with the landing page's markup inside #root. The api serves it
// for `/` so the hero paints before the JavaScript arrives; every other path gets index.html.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const ssrDir = join(here, 'dist-ssr');
const { renderPage } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);
// The router's server render adds inline <script> tags (scroll restoration, state for a
// streaming server) that the CSP refuses and this static page does not need.
const markup = (await renderPage('/')).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
writeFileSync(
  join(dist, 'landing.html'),
  template.replace('<div id="root"></div>', `<div id="root">${markup}</div>`),
);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`[prerender] dist/landing.html (${markup.length} characters of markup)`);
process.exit(0);
