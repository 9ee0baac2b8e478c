// After `vite build` (client, with its manifest) and `vite build --ssr src/prerender.tsx`
// (server entry), prepares what the api needs to render pages per request (decision 0009):
// - dist-ssr/template.html: the page template (dist/index.html as Vite wrote it);
// - dist-ssr/page-assets.json: per route id, the CSS and JavaScript of its code-split chunks
//   (from Vite's manifest, which moves here: it is not served), and of the lazy parts pages
//   render (signed-in header, dashboard);
// and the documents served when the api cannot render (no server bundle, a failed render):
// - dist/landing.html: the landing with its sections loading;
// - dist/index.html: the header and footer around an empty main.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const ssrDir = join(here, 'dist-ssr');
const { renderOffline, composeDocument, routeIds } = await import(
  pathToFileURL(join(ssrDir, 'prerender.js')).href
);

const template = readFileSync(join(dist, 'index.html'), 'utf8');

// --- Vite's manifest → assets per route -----------------------------------------------------
const manifestPath = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// The public pages' script, built on its own (vite.enhance.config.ts).
const enhanceManifestPath = join(dist, '.vite', 'enhance-manifest.json');
const enhanceManifest = JSON.parse(readFileSync(enhanceManifestPath, 'utf8'));
mkdirSync(ssrDir, { recursive: true });
renameSync(manifestPath, join(ssrDir, 'manifest.json'));
renameSync(enhanceManifestPath, join(ssrDir, 'enhance-manifest.json'));
rmSync(join(dist, '.vite'), { recursive: true, force: true });

/** The chunk of `keys` and everything it imports statically, minus the entry (always loaded). */
function chunkAssets(keys) {
  const css = new Set();
  const js = new Set();
  const seen = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || seen.has(key) || entry.isEntry) return;
    seen.add(key);
    js.add(entry.file);
    for (const file of entry.css ?? []) css.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { css: [...css], js: [...js] };
}

/** 'src/routes/exam/$exam/index.tsx?tsr-split=…' → '/exam/$exam/' (TanStack's file routing). */
function routeIdOf(key) {
  const match = /^src\/routes\/(.+)\.tsx(?:\?.*)?$/.exec(key);
  if (!match) return null;
  const path = match[1];
  if (path === '__root') return '__root__';
  if (path === 'index') return '/';
  return `/${path.replace(/(^|\/)index$/, '/')}`.replace(/\/\/$/, '/');
}

const keysByRoute = new Map();
for (const key of Object.keys(manifest)) {
  const id = routeIdOf(key);
  if (id) keysByRoute.set(id, [...(keysByRoute.get(id) ?? []), key]);
}
const ids = new Set(routeIds());
const routes = {};
for (const [id, keys] of keysByRoute) {
  if (!ids.has(id)) throw new Error(`[prerender] ${keys[0]} maps to no route (${id})`);
  routes[id] = chunkAssets(keys);
}
const lazyChunk = (key) => {
  if (!manifest[key]) throw new Error(`[prerender] ${key} is not in Vite's manifest`);
  return chunkAssets([key]);
};
const lazy = {
  accountArea: lazyChunk('src/ui/account-area.tsx'),
  dashboard: lazyChunk('src/features/dashboard/dashboard-page.tsx'),
};
const enhance = enhanceManifest['src/document/enhance.ts'];
if (!enhance?.isEntry) throw new Error('[prerender] the enhance build has no entry');
if ((enhance.imports ?? []).length > 0 || (enhance.dynamicImports ?? []).length > 0) {
  // One file: a page without the app should not wait for a second round trip.
  throw new Error('[prerender] the public pages script is split into chunks');
}
const documentScript = { js: [enhance.file], css: enhance.css ?? [] };
const boot = enhanceManifest['src/document/boot.ts'];
if (!boot?.isEntry || (boot.imports ?? []).length > 0) {
  throw new Error('[prerender] the app boot script is missing or split');
}
writeFileSync(
  join(ssrDir, 'page-assets.json'),
  JSON.stringify({ routes, lazy, document: documentScript, boot: boot.file }, null, 2),
);
writeFileSync(join(ssrDir, 'template.html'), template);

// --- Fallback documents ------------------------------------------------------------------------
const landing = await renderOffline('/');
writeFileSync(join(dist, 'landing.html'), composeDocument(template, landing));

// Any path renders the shell: the not-found page's content and head tags are left out.
const shell = (await renderOffline('/__shell__'))
  .replace(/(<main\b[^>]*id="main-content"[^>]*>)[\s\S]*?(<\/main>)/, '$1$2')
  .replace(/<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>/g, '');
if (!shell.includes('id="main-content"')) throw new Error('the shell has no <main>');
writeFileSync(join(dist, 'index.html'), composeDocument(template, shell, { shell: true }));

if (!existsSync(join(ssrDir, 'page-assets.json'))) throw new Error('page assets not written');
console.log(
  `[prerender] ${Object.keys(routes).length} routes' assets, landing.html (${landing.length} chars), index.html shell (${shell.length} chars)`,
);
process.exit(0);
