import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// A relative path: the config is bundled, a workspace package would be loaded by Node as .ts.
import { BRAND_NAME, pageTitle } from '../packages/domain/src/brand';

/** Paths the api (same origin in production) answers; in dev vite forwards them to it. */
const API_PATHS = ['/trpc', '/api', '/cms', '/cms-api', '/_next', '/healthz', '/readyz'];

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/** index.html names the product through placeholders, so the brand is written once (brand.ts). */
const brandInHtml: Plugin = {
  name: 'brand-in-html',
  transformIndexHtml: (html) =>
    html.replaceAll('%PAGE_TITLE%', pageTitle()).replaceAll('%BRAND_NAME%', BRAND_NAME),
};

export default defineConfig(({ command }) => ({
  // The router plugin reads tsr.config.json (routes folder, generated tree, code splitting);
  // it must run before the React plugin.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), brandInHtml],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      API_PATHS.map((path) => [path, { target: apiTarget, changeOrigin: false, ws: true }]),
    ),
  },
  // The server renderer (src/prerender.tsx) bundles every dependency, CSS imports included.
  ssr: { noExternal: true },
  // Built code is production code wherever it runs: the server bundle would otherwise pick
  // React's development build (and the router's test paths) from the api's NODE_ENV.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Which CSS and JavaScript each route's chunks need: the api links them into the pages it
    // renders (prerender.mjs moves the manifest out of the served folder).
    manifest: true,
    // Everything the app's first page needs goes in one entry chunk: left alone, Rolldown
    // splits code shared with lazy routes into many small chunks, each compressed on its own,
    // and the app's first load grows (about 145 KB gzip today; the signed-out public pages
    // do not load it at all, decision 0009).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
}));
