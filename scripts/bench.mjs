// `pnpm bench`: throughput side by side in one run, on 127.0.0.1, each run bounded in time.
//   GET /api/exam-types          vs a bare Hono route returning the same JSON (target ≥ 0.8×;
//   three rounds in turn, medians compared; `BENCH_ONLY=exam-types` runs only the two reads)
//   GET /api/blog/posts?…        vs Payload's own REST /cms-api/posts, same filter (target ≥ 3×)
//   Lighthouse mobile (median of 3) on every public route: performance ≥ 95, accessibility
//   ≥ 95, SEO 100; the landing's first-load JavaScript, gzip (target ≤ 90 KB) and total
//   blocking time (target ≤ 150 ms). `BENCH_ONLY=lighthouse` runs only this part
//   (`BENCH_PAGES=/,/blog` limits the routes, `BENCH_RUNS=1` the runs).
//   Signed in as a new student (issue 23): Lighthouse mobile (median of 3) on the dashboard and
//   a practice question, performance ≥ 95 and first-load script ≤ 120 KB gzip, and answer →
//   next ≤ 100 ms under 4× CPU throttling (Event Timing), with submit → results and the review
//   timed too. `BENCH_ONLY=signed-in` runs only this part.
//   On a synthetic database (100,000 questions, 1,000,000 completed sessions): start + submit
//   of a 20-question test under load, side by side with the bare route, and the dashboard's
//   reads (progress, exam access, recent results, subscription status)
//   A mixed student workload (200 students: sign in, dashboard, start, 20 answers, submit) on
//   SQLite, on PostgreSQL with one api node and with two (BENCH_ONLY=mixed runs only this;
//   BENCH_STUDENTS, BENCH_MIXED_S, BENCH_PG_URL adjust it): req/s, tests/s, p50, p99, errors
//   and the api's memory after the run, side by side.
//   The item calibration job on its own copy of the synthetic database: a full catch-up and
//   1,000 new tests, time, memory and its longest write (BENCH_ONLY=calibration runs only
//   this; scripts/lib/calibration-bench.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchCalibration } from './lib/calibration-bench.mjs';
import { lighthouseScores } from './lib/lighthouse.mjs';
import { benchMixedAll } from './lib/mixed-configs.mjs';
import { at } from './lib/paths.mjs';
import { run, waitForHttp } from './lib/run.mjs';
import { benchSignedIn } from './lib/signed-in-bench.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function freePort() {
  return import('node:net').then(
    ({ createServer }) =>
      new Promise((resolve) => {
        const s = createServer().listen(0, '127.0.0.1', () => {
          const { port } = s.address();
          s.close(() => resolve(port));
        });
      }),
  );
}

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_S, timeout: 10 },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0) {
          return reject(new Error(`${url}: ${result.non2xx} non-2xx and ${result.errors} errors`));
        }
        resolve(result);
      },
    );
  });
}

async function warm(url) {
  await new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, duration: 2 }, (e, r) => (e ? reject(e) : resolve(r))),
  );
}

const dir = mkdtempSync(join(tmpdir(), 'bench-'));
const children = [];
function startChild(args, env) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  children.push(child);
  return child;
}

/** Starts `pnpm start` on free ports with its databases in the bench folder. */
async function startStack() {
  const port = await freePort();
  const cmsPort = await freePort();
  startChild([at('scripts/start.mjs')], {
    PORT: String(port),
    CMS_PORT: String(cmsPort),
    SQLITE_PATH: join(dir, 'app.db'),
    CMS_SQLITE_PATH: join(dir, 'cms.db'),
    CMS_MEDIA_DIR: join(dir, 'media'),
    VAR_DIR: dir,
    SKIP_BUILD: '1',
  });
  const ours = `http://127.0.0.1:${port}`;
  await waitForHttp(`${ours}/readyz`, { timeoutMs: 120_000, ok: (s) => s === 200 });
  return { port, cmsPort, ours, site: `http://localhost:${port}` };
}

/**
 * One address per public route (the first post, article and subject stand for theirs), as a
 * visitor's phone sees them: signed out, the production build served by the same stack.
 */
async function publicPages(ours) {
  const json = (path) => fetch(`${ours}${path}`).then((res) => res.json());
  const { posts } = await json('/api/blog/posts?status=published&limit=1&offset=0');
  const [article] = await json('/api/content/articles');
  const [subject] = await json('/api/content/subjects/ati-teas-7');
  const all = [
    '/',
    '/services',
    '/about',
    '/contact',
    '/resources',
    `/resources/post/${article.id}`,
    '/blog',
    `/blog/${posts[0].slug}`,
    '/exam/ati-teas-7',
    '/ged',
    `/exam/ati-teas-7/${subject.slug}`,
    '/help',
    '/privacy',
    '/terms',
    '/accessibility',
    '/auth',
  ];
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  return only ? all.filter((path) => only.includes(path)) : all;
}

/** The Lighthouse table: every public route, then the landing's JavaScript budget. */
async function benchPages(ours, site) {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const paths = await publicPages(ours);
  console.log('');
  console.log(
    `Lighthouse, mobile, median of ${runs} (targets: performance ≥ 95, accessibility ≥ 95, SEO 100)`,
  );
  const header = `${'route'.padEnd(34)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'seo'.padStart(4)} ${'TBT ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'JS KB'.padStart(6)}  runs (perf)`;
  console.log(header);
  console.log('-'.repeat(header.length));
  let pass = true;
  const scores = await lighthouseScores(
    paths.map((path) => `${site}${path}`),
    {
      runs,
      port: await freePort(),
      onPage: (page) => {
        const ok = page.perfMedian >= 95 && page.a11yMedian >= 95 && page.seoMedian === 100;
        pass &&= ok;
        console.log(
          `${new URL(page.url).pathname.padEnd(34)} ${String(page.perfMedian).padStart(4)} ${String(page.a11yMedian).padStart(4)} ${String(page.seoMedian).padStart(4)} ${String(page.tbtMedian).padStart(7)} ${String(page.lcpMedian).padStart(7)} ${(page.js.bytes / 1024).toFixed(1).padStart(6)}  ${page.perf.join(', ')}  ${ok ? 'PASS' : `FAIL${page.failed.length ? ` (${page.failed.join(', ')})` : ''}`}`,
        );
      },
    },
  );
  const landing = scores.find((page) => new URL(page.url).pathname === '/');
  if (landing) {
    const kb = landing.js.bytes / 1024;
    const budget = kb <= 90 && landing.tbtMedian <= 150;
    pass &&= budget;
    console.log('');
    console.log(
      `${'landing first-load JS (gzip), TBT'.padEnd(44)} ${kb.toFixed(1)} KB in ${landing.js.files} files, TBT ${landing.tbtMedian} ms  (targets ≤ 90 KB, ≤ 150 ms) ${budget ? 'PASS' : 'FAIL'}`,
    );
  }
  return pass;
}

/** The signed-in rows (scripts/lib/signed-in-bench.mjs) on the stack at `ours`. */
async function benchSignedInRows(ours, site) {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  return benchSignedIn({ ours, site, chromePort: await freePort(), runs });
}

async function main() {
  // BENCH_ONLY=lighthouse: only the page-quality table (its own stack).
  if (process.env.BENCH_ONLY === 'lighthouse') {
    const { ours, site } = await startStack();
    return benchPages(ours, site);
  }
  // BENCH_ONLY=signed-in: only the signed-in rows (their own stack).
  if (process.env.BENCH_ONLY === 'signed-in') {
    const { ours, site } = await startStack();
    return benchSignedInRows(ours, site);
  }
  // BENCH_ONLY=mixed: only the mixed student workload (SQLite, PostgreSQL 1 and 2 nodes).
  if (process.env.BENCH_ONLY === 'mixed') return benchMixedAll({ dir, freePort });
  // BENCH_ONLY=practice: only the practice engine measurements (and the bare baseline, which
  // benchPractice measures itself, serving the same exam-types JSON as the full run).
  if (process.env.BENCH_ONLY === 'practice') return benchPractice(null);
  // BENCH_ONLY=calibration: only the item calibration job (no server needed).
  if (process.env.BENCH_ONLY === 'calibration') return benchCalibration({ dir });
  // BENCH_ONLY=exam-types: only the two read comparisons (exam-types vs bare, blog vs Payload).
  if (process.env.BENCH_ONLY === 'exam-types') {
    const { ours, cmsPort } = await startStack();
    return benchReads(ours, cmsPort);
  }
  const { ours, site, cmsPort } = await startStack();
  const readsPass = await benchReads(ours, cmsPort);

  // Page quality: the production build served by the same stack, as a visitor's phone sees it.
  const publicPass = await benchPages(ours, site);
  const pagesPass = (await benchSignedInRows(ours, site)) && publicPass;
  const practicePass = await benchPractice(readsPass.bareReqPerSec);
  const mixedPass = await benchMixedAll({ dir, freePort });
  const calibrationPass = await benchCalibration({ dir });
  return readsPass.pass && pagesPass && practicePass && mixedPass && calibrationPass;
}

/**
 * GET /api/exam-types against a bare Hono route serving the same JSON (target ≥ 0.8×), and our
 * blog list against Payload's REST (≥ 3×). The two sides of each pair are measured in turn,
 * three rounds, and compared by their medians, so a burst of other work on the machine falls
 * on both sides rather than on one.
 */
async function benchReads(ours, cmsPort) {
  const barePort = await freePort();
  const examJson = await (await fetch(`${ours}/api/exam-types`)).text();
  startChild([at('api/bench/bare-server.mjs')], { PORT: String(barePort), BARE_JSON: examJson });
  const bare = `http://127.0.0.1:${barePort}`;
  await waitForHttp(`${bare}/api/exam-types`);
  const bareBody = await (await fetch(`${bare}/api/exam-types`)).text();
  if (bareBody !== examJson) throw new Error('bare route does not return the same JSON');

  const blogQuery = 'status=published&limit=9&offset=0';
  const payloadQuery = 'where[status][equals]=published&limit=9&page=1&sort=-publishedAt&depth=0';
  const pairs = [
    ['bare Hono /api/exam-types', `${bare}/api/exam-types`],
    ['our GET /api/exam-types', `${ours}/api/exam-types`],
    ['our GET /api/blog/posts', `${ours}/api/blog/posts?${blogQuery}`],
    ['Payload REST /cms-api/posts', `http://127.0.0.1:${cmsPort}/cms-api/posts?${payloadQuery}`],
  ];
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const runs = Object.fromEntries(pairs.map(([name]) => [name, []]));
  for (const [, url] of pairs) await warm(url);
  for (let round = 0; round < rounds; round++) {
    for (const [name, url] of pairs) runs[name].push(await measure(url));
  }
  const results = {};
  for (const [name] of pairs) {
    const byRate = [...runs[name]].sort((a, b) => a.requests.average - b.requests.average);
    const mid = byRate[Math.floor(byRate.length / 2)];
    results[name] = mid.requests.average;
    console.log(
      `${name.padEnd(30)} ${mid.requests.average.toFixed(0).padStart(7)} req/s   p50 ${mid.latency.p50} ms   p99 ${mid.latency.p99} ms   (median of ${rounds}: ${runs[name].map((r) => r.requests.average.toFixed(0)).join(', ')})`,
    );
  }
  const examRatio = results['our GET /api/exam-types'] / results['bare Hono /api/exam-types'];
  const blogRatio = results['our GET /api/blog/posts'] / results['Payload REST /cms-api/posts'];
  const line = (label, ratio, target) =>
    `${label.padEnd(44)} ${ratio.toFixed(2)}×  (target ≥ ${target}×) ${ratio >= target ? 'PASS' : 'FAIL'}`;
  console.log('');
  console.log(line('exam-types vs bare Hono', examRatio, 0.8));
  console.log(line('blog list vs Payload REST', blogRatio, 3));
  return {
    pass: examRatio >= 0.8 && blogRatio >= 3,
    bareReqPerSec: results['bare Hono /api/exam-types'],
  };
}

/** autocannon with a request sequence; each connection signs in as its own student. */
function measureSequence(name, requests, cookies, connections = CONNECTIONS) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: requests.base,
        connections,
        duration: DURATION_S,
        timeout: 10,
        requests: requests.list.map((r) => ({
          ...r,
          setupRequest: (req, context) => {
            if (!context.cookie) context.cookie = cookies[next++ % cookies.length];
            const out = r.setupRequest ? r.setupRequest(req, context) : req;
            return { ...out, headers: { ...out.headers, cookie: context.cookie } };
          },
        })),
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0) {
          return reject(new Error(`${name}: ${result.non2xx} non-2xx and ${result.errors} errors`));
        }
        resolve(result);
      },
    );
  });
}

/** A valid response to a question of any type (item-types.ts), as a student would give. */
function benchResponse(q) {
  if (q.type === 'numeric') return '12';
  if (q.type === 'multiple-select') return 'AB';
  if (q.type !== 'ordered') return 'B';
  return ['A', 'B', 'C', 'D', 'E', 'F']
    .filter((l) => q[`option${l}`])
    .reverse()
    .join('');
}

/**
 * The practice engine on a synthetic database: a second stack on its own SQLite file, filled
 * by api/bench/synthetic-db.mjs once the api has migrated it.
 */
async function benchPractice(bareReqPerSec) {
  const port = await freePort();
  const big = join(dir, 'synthetic.db');
  startChild([at('scripts/start.mjs')], {
    PORT: String(port),
    CMS_PORT: String(await freePort()),
    SQLITE_PATH: big,
    CMS_SQLITE_PATH: join(dir, 'cms-synthetic.db'),
    CMS_MEDIA_DIR: join(dir, 'media-synthetic'),
    VAR_DIR: dir,
    SKIP_BUILD: '1',
    LOG_REQUESTS: 'false',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/readyz`, { timeoutMs: 120_000, ok: (s) => s === 200 });
  writeFileSync(join(dir, 'exams.json'), await (await fetch(`${base}/api/exam-types`)).text());
  console.log('');
  await run(
    process.execPath,
    [at('api/bench/synthetic-db.mjs'), big, join(dir, 'exams.json'), join(dir, 'cookies.json')],
    { cwd: at('api') },
  );
  const cookies = JSON.parse(readFileSync(join(dir, 'cookies.json'), 'utf8'));
  const json = { 'content-type': 'application/json', origin: `http://localhost:${port}` };
  const bareRate =
    bareReqPerSec ?? (await measureBare(readFileSync(join(dir, 'exams.json'), 'utf8')));

  const startSubmit = {
    base,
    list: [
      {
        method: 'POST',
        path: '/api/test-sessions',
        headers: json,
        body: JSON.stringify({ examTypeId: 1, restart: true }),
        onResponse: (_status, body, context) => {
          const session = JSON.parse(body);
          context.sessionId = session.id;
          // A response of each question's type (item-types.ts), as a student would give.
          context.answers = Object.fromEntries(
            session.questions.map((q) => [q.id, benchResponse(q)]),
          );
        },
      },
      {
        method: 'PATCH',
        headers: json,
        setupRequest: (req, context) => ({
          ...req,
          path: `/api/test-sessions/${context.sessionId}`,
          body: JSON.stringify({ answers: context.answers }),
        }),
      },
    ],
  };
  const dashboard = {
    base,
    list: [
      { method: 'GET', path: '/api/user-progress' },
      { method: 'GET', path: '/trpc/progress.access' },
      { method: 'GET', path: '/api/test-sessions?limit=5' },
      { method: 'GET', path: '/api/subscription-status' },
    ],
  };
  // Warm the question pools, the page cache and the JIT at the measured load (a server runs
  // warm; a 10-student warm-up left the first seconds of the measurement cold), then measure.
  await measureSequence('warm-up', startSubmit, cookies.slice(0, CONNECTIONS)).catch(() => {});
  const practice = await measureSequence(
    'start+submit',
    startSubmit,
    cookies.slice(0, CONNECTIONS),
  );
  const reads = await measureSequence('dashboard reads', dashboard, cookies.slice(CONNECTIONS, -1));
  // The Questions Manager's first page, filtered by exam and difficulty, on the 100k bank
  // (with its total), and the same with a text search; four administrators at once (a busy
  // editorial team; the list is CPU-bound, so more connections only lengthen the queue).
  const adminList = {
    base,
    list: [
      { method: 'GET', path: '/api/admin/questions?examTypeId=3&difficulty=medium&limit=25' },
      { method: 'GET', path: '/api/admin/questions?examTypeId=1&q=question%2012&limit=25' },
    ],
  };
  const admin = await measureSequence('admin question list', adminList, cookies.slice(-1), 4);
  const pairs = practice.requests.average / 2;
  const share = pairs / bareRate;
  const tail = practice.latency.p99 / practice.latency.p50;
  console.log('');
  console.log(
    `${'start+submit, 20 questions (synthetic db)'.padEnd(44)} ${pairs.toFixed(0).padStart(7)} tests/s   p50 ${practice.latency.p50} ms   p99 ${practice.latency.p99} ms   (bare Hono route ${bareRate.toFixed(0)} req/s: ${(100 * share).toFixed(2)}%)`,
  );
  console.log(
    `${'dashboard reads (synthetic db)'.padEnd(44)} ${reads.requests.average.toFixed(0).padStart(7)} req/s   p50 ${reads.latency.p50} ms   p99 ${reads.latency.p99} ms`,
  );
  console.log(
    `${'admin question list, filtered (100k bank)'.padEnd(44)} ${admin.requests.average.toFixed(0).padStart(7)} req/s   p50 ${admin.latency.p50} ms   p99 ${admin.latency.p99} ms`,
  );
  // Targets (50 connections, closed loop, so latency is mostly the queue): at least 50
  // tests started and submitted per second on the synthetic database — a test every 20 ms,
  // far above a busy evening's peak — and 500 dashboard reads per second; the admin's first
  // page within 500 ms at p99.
  // Issue 14: tests/s at least 1.5% of the bare route's req/s in the same run (so the figure
  // holds on slower machines of the kind), and the p99 within 4× the median.
  const ok =
    pairs >= 50 &&
    reads.requests.average >= 500 &&
    admin.latency.p99 <= 500 &&
    share >= 0.015 &&
    tail <= 4;
  console.log(
    `${'targets (≥ 50 tests/s and ≥ 1.5% of bare, p99 ≤ 4× p50, ≥ 500 reads/s, admin p99 ≤ 500 ms)'.padEnd(44)} ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}

/** The bare Hono route serving `examJson` (the baseline when the full run did not measure it). */
async function measureBare(examJson) {
  const barePort = await freePort();
  startChild([at('api/bench/bare-server.mjs')], { PORT: String(barePort), BARE_JSON: examJson });
  const url = `http://127.0.0.1:${barePort}/api/exam-types`;
  await waitForHttp(url);
  await warm(url);
  return (await measure(url)).requests.average;
}

function cleanup() {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => rmSync(dir, { recursive: true, force: true }), 3000);
}

main().then(
  (pass) => {
    cleanup();
    setTimeout(() => process.exit(pass ? 0 : 1), 3500);
  },
  (error) => {
    console.error(`[bench] ${error.message}`);
    cleanup();
    setTimeout(() => process.exit(1), 3500);
  },
);
