import { defineConfig } from 'vite';

/**
 * The scripts of the server-rendered pages (decision 0009), built on their own after the app:
 * - src/document/enhance.ts, the only script of a public page shown without the app;
 * - src/document/boot.ts, which starts the app on a page rendered for it once it has painted.
 * Nothing of the app's chunks (React, the router, Mantine) may end up in them, which more
 * entries in the app's build would allow (its code-splitting groups share initial modules).
 */
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    manifest: '.vite/enhance-manifest.json',
    rolldownOptions: {
      input: { enhance: 'src/document/enhance.ts', boot: 'src/document/boot.ts' },
    },
  },
});
