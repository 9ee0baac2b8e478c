import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { App } from '../app';
import { createTestContext, type TestContext } from './test-deps';

/*
 * A server-rendered page as a crawler, a link preview or a browser before any script gets it:
 * the raw HTML, read with a few regular expressions (no DOM), for the api's page tests.
 */

/** Text with the HTML entities React writes turned back into characters. */
export const decodeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

export type Html = {
  status: number;
  headers: Headers;
  html: string;
  head: string;
  title: string | undefined;
  meta(key: string): string | undefined;
  canonical: string | undefined;
  /** The text of <main>, tags removed. */
  main: string;
  h1: string | undefined;
  jsonLd: Record<string, unknown>[];
};

export function parseHtml(status: number, headers: Headers, html: string): Html {
  const head = html.slice(0, html.indexOf('</head>'));
  const mainHtml = /<main\b[^>]*id="main-content"[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const text = (fragment: string) =>
    decodeHtml(fragment.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ')).trim();
  return {
    status,
    headers,
    html,
    head,
    title: ((t) => (t ? decodeHtml(t) : undefined))(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1]),
    meta(key) {
      const attribute = key.startsWith('og:') ? 'property' : 'name';
      const tag = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head);
      return tag?.[1] === undefined ? undefined : decodeHtml(tag[1]);
    },
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    main: text(mainHtml),
    h1: ((h) => (h === undefined ? undefined : text(h)))(
      /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(mainHtml)?.[1],
    ),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] as string),
    ),
  };
}

/** The page at `path` as the app answers a browser's request for a document. */
export async function renderedPage(
  app: App,
  path: string,
  headers: Record<string, string> = {},
): Promise<Html> {
  const res = await app.request(path, { headers: { accept: 'text/html', ...headers } });
  return parseHtml(res.status, res.headers, await res.text());
}

const repoRoot = join(import.meta.dirname, '..', '..', '..');

/**
 * A test context that renders pages with the real web build (web/dist, web/dist-ssr), built
 * first when it is missing or older than its sources.
 */
export async function createSiteContext(): Promise<TestContext> {
  execFileSync(process.execPath, [join(repoRoot, 'scripts/build.mjs'), '--only=web'], {
    cwd: repoRoot,
    stdio: 'pipe',
    timeout: 180_000,
  });
  return createTestContext({ WEB_DIST: join(repoRoot, 'web', 'dist') });
}
