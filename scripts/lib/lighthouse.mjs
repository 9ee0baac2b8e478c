// Lighthouse (mobile, its default simulated throttling) against pages, in Debian's Chromium
// started here with remote debugging: performance, accessibility and SEO scores of several
// runs and their medians, total blocking time, and the JavaScript each page loaded.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function startChrome(port) {
  const profile = mkdtempSync(join(tmpdir(), 'lh-chrome-'));
  const child = spawn(
    CHROME,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group: stopping it stops its helpers (renderers, GPU, crash handler) too,
    // which otherwise go on writing into the profile while it is removed.
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    async stop() {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      await exited;
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
      } catch (error) {
        // A temporary profile left behind is not a failed measurement.
        console.warn(`[bench] could not remove ${profile}: ${error.message}`);
      }
    },
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * JavaScript the page loaded during the run — every script request Lighthouse saw, the
 * entry, its chunks and anything fetched after load while it watched — each file fetched
 * again here and gzip-compressed (what "first-load JS, gzip" means).
 */
async function firstLoadJsGzip(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  let total = 0;
  for (const { url } of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { bytes: total, files: scripts.length };
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The SEO and accessibility audits a page failed (titles), to say what to fix. */
function failedAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
}

/**
 * Runs Lighthouse `runs` times on each URL. Per page: the scores of each run (performance,
 * accessibility, SEO) and their medians, total blocking time (ms) per run and its median,
 * largest contentful paint (ms, median), the audits that failed in the median-performance
 * run, and the first-load JavaScript of the first run. `extraHeaders` (e.g. a session cookie)
 * go with every request of the runs, so a page can be measured signed in.
 */
export async function lighthouseScores(urls, { runs = 3, port, onPage, extraHeaders } = {}) {
  const chrome = await startChrome(port);
  try {
    const results = [];
    for (const url of urls) {
      const perf = [];
      const a11y = [];
      const seo = [];
      const tbt = [];
      const lcp = [];
      const failed = new Set();
      let js;
      for (let i = 0; i < runs; i++) {
        let { lhr } = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
          extraHeaders,
        });
        // A run Lighthouse itself could not complete (no score) is said so and run again once.
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          console.error(
            `[lighthouse] ${url}: run failed (${lhr.runtimeError?.code ?? 'no performance score'}: ${lhr.runtimeError?.message ?? ''}), running it again`,
          );
          ({ lhr } = await lighthouse(url, {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'seo'],
            extraHeaders,
          }));
        }
        perf.push(score(lhr, 'performance'));
        a11y.push(score(lhr, 'accessibility'));
        seo.push(score(lhr, 'seo'));
        tbt.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0));
        lcp.push(Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0));
        for (const id of [...failedAudits(lhr, 'seo'), ...failedAudits(lhr, 'accessibility')]) {
          failed.add(id);
        }
        js ??= await firstLoadJsGzip(lhr);
      }
      const result = {
        url,
        perf,
        a11y,
        seo,
        tbt,
        perfMedian: median(perf),
        a11yMedian: median(a11y),
        seoMedian: median(seo),
        tbtMedian: median(tbt),
        lcpMedian: median(lcp),
        failed: [...failed],
        js,
      };
      onPage?.(result);
      results.push(result);
    }
    return results;
  } finally {
    await chrome.stop();
  }
}
