// Lighthouse (mobile, its default simulated throttling) against a page, in Debian's Chromium
// started here with remote debugging; the scores of several runs and their median.
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
    { stdio: 'ignore' },
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
      child.kill('SIGKILL');
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** JavaScript the page loaded, gzip-compressed here (what "first-load JS, gzip" means). */
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

/** Runs Lighthouse `runs` times on each URL; returns median performance/accessibility scores. */
export async function lighthouseScores(urls, { runs = 3, port }) {
  const chrome = await startChrome(port);
  try {
    const results = [];
    for (const url of urls) {
      const perf = [];
      const a11y = [];
      let js;
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        perf.push(Math.round(lhr.categories.performance.score * 100));
        a11y.push(Math.round(lhr.categories.accessibility.score * 100));
        js ??= await firstLoadJsGzip(lhr);
      }
      results.push({ url, perf, a11y, perfMedian: median(perf), a11yMedian: median(a11y), js });
    }
    return results;
  } finally {
    await chrome.stop();
  }
}
