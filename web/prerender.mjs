// After `vite build` (client) and `vite build --ssr src/prerender.tsx` (server entry), writes
// the HTML a browser paints before any JavaScript runs:
// - dist/landing.html: the whole landing page, which main.tsx hydrates (the api serves it
//   for `/`);
// - dist/index.html (every other path): the site's header and footer around an empty main,
//   which main.tsx replaces with the page.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const ssrDir = join(here, 'dist-ssr');
const { renderPage } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);

// The router's server render adds inline <script> tags (scroll restoration, state for a
// streaming server) that the CSP refuses and these static pages do not need.
const withoutScripts = (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root');
const page = (kind, markup) =>
  template.replace(EMPTY_ROOT, `<div id="root" data-prerendered="${kind}">${markup}</div>`);

const landing = withoutScripts(await renderPage('/'));
writeFileSync(join(dist, 'landing.html'), page('hydrate', landing));

// Any path renders the shell; the not-found page's content is emptied out of <main>.
const shell = withoutScripts(await renderPage('/__shell__')).replace(
  /(<main\b[^>]*id="main-content"[^>]*>)[\s\S]*?(<\/main>)/,
  '$1$2',
);
if (!shell.includes('id="main-content"')) throw new Error('the shell has no <main>');
writeFileSync(join(dist, 'index.html'), page('shell', shell));

rmSync(ssrDir, { recursive: true, force: true });
console.log(
  `[prerender] landing.html (${landing.length} chars), index.html shell (${shell.length} chars)`,
);
process.exit(0);
