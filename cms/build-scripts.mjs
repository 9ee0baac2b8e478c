// Bundles the CMS's server-side entry points for plain Node into dist/*.mjs:
//   dist/setup.mjs           migrate + seed (NODE_ENV=production node --conditions=production dist/setup.mjs)
//   dist/config.mjs          the env-driven Payload config      (package export "@app/cms/config")
//   dist/create-config.mjs   createCmsConfig/optionsFromEnv     ("@app/cms/create-config")
//   dist/change-notifier.mjs onContentChange/notifyContentChange ("@app/cms/change-notifier")
//   dist/site-users.mjs      siteUsers (a site admin's CMS user) ("@app/cms/site-users")
//   dist/html.mjs            lexicalToHtml                      ("@app/cms/html")
//   dist/seed.mjs            seedCms                            ("@app/cms/seed")
//   dist/migrations.mjs      migrationsFor                      ("@app/cms/migrations")
// Entries share code through chunks (splitting), so each module exists once per process.
// Third-party packages stay external and load from cms/node_modules at run time; only
// relative files and @app/* workspace packages are bundled.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');
const workspacePackage = /^@app\//;

const started = Date.now();
await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    setup: 'src/scripts/setup.ts',
    config: 'src/payload.config.ts',
    'create-config': 'src/create-config.ts',
    'change-notifier': 'src/hooks/change-notifier.ts',
    'site-users': 'src/auth/site-users.ts',
    html: 'src/html.ts',
    seed: 'src/seed/index.ts',
    migrations: 'src/migrations/index.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
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
console.log(`[cms build-scripts] dist/*.mjs written in ${Date.now() - started} ms`);
