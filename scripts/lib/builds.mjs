import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { at } from './paths.mjs';
import { run } from './run.mjs';

const SKIP = new Set(['node_modules', 'dist', '.next', '.turbo', 'coverage']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (SKIP.has(name) || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

const domain = at('packages/domain/src');

/** A build is a production build wherever it is started from (tests run with NODE_ENV=test). */
const buildEnv = { ...process.env, NODE_ENV: 'production' };

/** What `pnpm start` serves, where it comes from, and how it is built. */
export const BUILDS = [
  {
    name: 'cms',
    outputs: [at('cms/.next/BUILD_ID'), at('cms/dist/setup.mjs')],
    sources: [at('cms/src'), at('cms/next.config.mjs'), at('cms/package.json'), domain],
    build: () =>
      run('pnpm', ['--filter', '@app/cms', 'run', 'build'], { cwd: at(), env: buildEnv }),
  },
  {
    name: 'web',
    outputs: [
      at('web/dist/index.html'),
      at('web/dist/landing.html'),
      at('web/dist-ssr/prerender.js'),
    ],
    sources: [
      at('web/src'),
      at('web/index.html'),
      at('web/prerender.mjs'),
      at('web/vite.config.ts'),
      at('web/vite.enhance.config.ts'),
      at('web/package.json'),
      domain,
    ],
    build: () =>
      run('pnpm', ['--filter', '@app/web', 'run', 'build'], { cwd: at(), env: buildEnv }),
  },
  {
    name: 'api',
    outputs: [at('api/dist/server.mjs'), at('api/dist/backup.mjs')],
    sources: [at('api/src'), at('api/build.mjs'), at('cms/src'), domain],
    build: () => run('node', ['build.mjs'], { cwd: at('api'), env: buildEnv }),
  },
];

/** Why a build is needed ('missing' or 'stale'), or null when its outputs are current. */
export function buildReason(target) {
  if (!target.outputs.every(existsSync)) return 'missing';
  const built = Math.min(...target.outputs.map((o) => statSync(o).mtimeMs));
  const changed = Math.max(...target.sources.map(newestMtime));
  return changed > built ? 'stale' : null;
}

export async function buildWhatIsNeeded({ force = false, only } = {}) {
  for (const target of BUILDS) {
    if (only && !only.includes(target.name)) continue;
    const reason = force ? 'forced' : buildReason(target);
    if (!reason) continue;
    const started = Date.now();
    console.log(`[build] ${target.name}: ${reason}, building…`);
    await target.build();
    console.log(`[build] ${target.name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
