import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { at, root } from './paths.mjs';
import { run } from './run.mjs';

const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', '.next', '.turbo', 'coverage']);
const isTest = (name) => /\.(test|e2e)\.tsx?$/.test(name);

/** Every file under `path` that a build reads (no tests, outputs or dependencies), sorted. */
function sourceFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !SKIP.has(name) && !isTest(name))
    .sort()
    .flatMap((name) => sourceFiles(join(path, name)));
}

const domain = at('packages/domain/src');
/** What every build also depends on: the dependency versions and Node's. */
const shared = [at('pnpm-lock.yaml'), at('tsconfig.json'), at('scripts/lib/builds.mjs')];

/** A build is a production build wherever it is started from (tests run with NODE_ENV=test). */
const buildEnv = { ...process.env, NODE_ENV: 'production' };

/** What `pnpm start` serves, where it comes from, and how it is built. */
export const BUILDS = [
  {
    name: 'cms',
    outputs: [at('cms/.next/BUILD_ID'), at('cms/dist/setup.mjs')],
    /** What is kept in the build cache (Next's own compiler cache is not). */
    outputDirs: ['cms/.next', 'cms/dist'],
    exclude: ['cms/.next/cache'],
    sources: [
      at('cms/src'),
      at('cms/next.config.mjs'),
      at('cms/build-scripts.mjs'),
      at('cms/tsconfig.json'),
      at('cms/package.json'),
      domain,
    ],
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
    outputDirs: ['web/dist', 'web/dist-ssr'],
    exclude: [],
    sources: [
      at('web/src'),
      at('web/public'),
      at('web/index.html'),
      at('web/prerender.mjs'),
      at('web/vite.config.ts'),
      at('web/vite.enhance.config.ts'),
      at('web/tsconfig.json'),
      at('web/package.json'),
      domain,
    ],
    build: () =>
      run('pnpm', ['--filter', '@app/web', 'run', 'build'], { cwd: at(), env: buildEnv }),
  },
  {
    name: 'api',
    outputs: [at('api/dist/server.mjs'), at('api/dist/backup.mjs')],
    outputDirs: ['api/dist'],
    exclude: [],
    sources: [at('api/src'), at('api/build.mjs'), at('api/package.json'), at('cms/src'), domain],
    build: () => run('node', ['build.mjs'], { cwd: at('api'), env: buildEnv }),
  },
];

/** The content hash of a build's inputs: file names and contents, dependencies, Node. */
export function inputsHash(target) {
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node}\n`);
  for (const file of [...shared, ...target.sources.flatMap(sourceFiles)]) {
    hash.update(`${relative(root, file)}\n`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 32);
}

/** Where the hash of the inputs of the outputs in place is noted. */
const markerOf = (target) => at('node_modules', '.cache', 'builds', `${target.name}.hash`);

/**
 * Built outputs kept by content hash, outside the clone so a fresh clone finds them:
 * BUILD_CACHE_DIR, or ~/.cache/exam-prep/builds. BUILD_CACHE=off builds without it.
 */
export function buildCacheDir() {
  if (process.env.BUILD_CACHE === 'off') return null;
  return (
    process.env.BUILD_CACHE_DIR ||
    join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'exam-prep', 'builds')
  );
}

/** Why a build is needed ('missing' or 'changed'), or null when its outputs are current. */
export function buildReason(target, hash = inputsHash(target)) {
  if (!target.outputs.every(existsSync)) return 'missing';
  const marker = markerOf(target);
  const built = existsSync(marker) ? readFileSync(marker, 'utf8').trim() : null;
  return built === hash ? null : 'changed';
}

function noteBuilt(target, hash) {
  mkdirSync(join(markerOf(target), '..'), { recursive: true });
  writeFileSync(markerOf(target), `${hash}\n`);
}

function restore(target, archive) {
  for (const dir of target.outputDirs) rmSync(at(dir), { recursive: true, force: true });
  execFileSync('tar', ['-xf', archive, '-C', root]);
  return target.outputs.every(existsSync);
}

/** Keeps the outputs in the cache (written aside, then renamed: readers never see half). */
function store(target, cacheDir, hash) {
  mkdirSync(cacheDir, { recursive: true });
  const archive = join(cacheDir, `${target.name}-${hash}.tar`);
  const partial = `${archive}.${process.pid}.partial`;
  const excludes = target.exclude.map((dir) => `--exclude=${dir}`);
  execFileSync('tar', ['-cf', partial, ...excludes, '-C', root, ...target.outputDirs]);
  renameSync(partial, archive);
  // Only the three newest archives of each build stay.
  const old = readdirSync(cacheDir)
    .filter((name) => name.startsWith(`${target.name}-`) && name.endsWith('.tar'))
    .map((name) => ({ name, at: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .slice(3);
  for (const { name } of old) rmSync(join(cacheDir, name), { force: true });
}

export async function buildWhatIsNeeded({ force = false, only } = {}) {
  const cacheDir = buildCacheDir();
  for (const target of BUILDS) {
    if (only && !only.includes(target.name)) continue;
    const hash = inputsHash(target);
    const reason = force ? 'forced' : buildReason(target, hash);
    if (!reason) continue;
    const started = Date.now();
    const archive = cacheDir ? join(cacheDir, `${target.name}-${hash}.tar`) : null;
    if (!force && archive && existsSync(archive) && restore(target, archive)) {
      noteBuilt(target, hash);
      console.log(`[build] ${target.name}: ${reason}, restored from the build cache`);
      continue;
    }
    console.log(`[build] ${target.name}: ${reason}, building…`);
    await target.build();
    noteBuilt(target, hash);
    if (cacheDir) {
      try {
        store(target, cacheDir, hash);
      } catch (error) {
        console.log(`[build] ${target.name}: not kept in the build cache (${error.message})`);
      }
    }
    console.log(`[build] ${target.name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
