// Bundles the api (and the workspace packages it imports) into dist/server.mjs, and the
// `pnpm backup` command into dist/backup.mjs.
// Third-party packages stay external and load from node_modules at run time.
import { context } from 'esbuild';

const workspacePackage = /^@app\//;

const ctx = await context({
  entryPoints: { server: 'src/server.ts', backup: 'src/backup-main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (workspacePackage.test(args.path)) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});

// `--watch` (pnpm dev): rebuild on change; node --watch restarts the server.
if (process.argv.includes('--watch')) {
  await ctx.watch();
  console.log('[api build] watching for changes');
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
