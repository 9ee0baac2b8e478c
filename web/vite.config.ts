import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BRAND_NAME, pageTitle } from './src/ui/brand';

/** Paths the api (same origin in production) answers; in dev vite forwards them to it. */
const API_PATHS = ['/trpc', '/api', '/cms', '/cms-api', '/_next', '/healthz', '/readyz'];

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/** index.html names the product through placeholders, so the brand is written once (brand.ts). */
const brandInHtml: Plugin = {
  name: 'brand-in-html',
  transformIndexHtml: (html) =>
    html.replaceAll('%PAGE_TITLE%', pageTitle()).replaceAll('%BRAND_NAME%', BRAND_NAME),
};

export default defineConfig({
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
  // The build-time prerender (src/prerender.tsx) bundles every dependency, CSS imports included.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Everything the first page needs goes in one entry chunk: left alone, Rolldown splits code
    // shared with lazy routes into many small chunks, each compressed on its own, and the
    // landing's first-load JavaScript grows past its 150 KB budget.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
});
