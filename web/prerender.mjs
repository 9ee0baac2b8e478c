// After `vite build` (client) and `vite build --ssr src/prerender.tsx` (server entry), writes
// the HTML a browser paints before any JavaScript runs:
// - dist/landing.html: the whole landing page, which main.tsx hydrates (the api serves it
//   for `/`);
// - dist/index.html (every other path): the site's header and footer around an empty main,
//   which main.tsx replaces with the page;
// - dist-ssr/ (not served): the server bundle and the page template, with which the api
//   renders blog posts per request (api/src/http/prerendered-post.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const ssrDir = join(here, 'dist-ssr');
const { renderPage, composeDocument } = await import(
  pathToFileURL(join(ssrDir, 'prerender.js')).href
);

const template = readFileSync(join(dist, 'index.html'), 'utf8');

const landing = await renderPage('/');
writeFileSync(join(dist, 'landing.html'), composeDocument(template, landing, 'hydrate'));

// Any path renders the shell; the not-found page's content is emptied out of <main>.
const shell = (await renderPage('/__shell__')).replace(
  /(<main\b[^>]*id="main-content"[^>]*>)[\s\S]*?(<\/main>)/,
  '$1$2',
);
if (!shell.includes('id="main-content"')) throw new Error('the shell has no <main>');
writeFileSync(join(dist, 'index.html'), composeDocument(template, shell, 'shell'));

// The api renders blog posts per request with the server bundle in dist-ssr/ and this template.
writeFileSync(join(ssrDir, 'template.html'), template);
console.log(
  `[prerender] landing.html (${landing.length} chars), index.html shell (${shell.length} chars)`,
);
process.exit(0);
