import { BRAND_NAME } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { composeDocument, type PrerenderData } from './prerender';

const template = `<html><head><title>Site</title><meta name="theme-color" content="#fff" /></head>
<body><noscript>Needs JavaScript</noscript><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('composeDocument', () => {
  it('moves the page title and meta tags into <head> and marks the root', () => {
    const html = composeDocument(
      template,
      `<title>Post | ${BRAND_NAME}</title><meta property="og:type" content="article"/><h1>Post</h1>`,
    );
    expect(html).toContain(
      `<head><meta name="theme-color" content="#fff" /><title>Post | ${BRAND_NAME}</title><meta property="og:type" content="article"/></head>`,
    );
    expect(html).toContain('<div id="root" data-prerendered="hydrate"><h1>Post</h1></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The page arrives complete: no "needs JavaScript" notice.
    expect(html).not.toContain('<noscript>');
  });

  it('carries data as JSON that page text cannot break out of', () => {
    const data = {
      queries: {
        mutations: [],
        queries: [{ state: { data: '</script><script>alert(1)</script>' } }],
      },
    } as unknown as PrerenderData;
    const html = composeDocument(template, '<h1>x</h1>', { data });
    const json = /<script type="application\/json" id="prerender-data">(.*?)<\/script>/.exec(html);
    expect(json?.[1]).not.toContain('</script>');
    expect(JSON.parse(json?.[1] ?? '{}')).toEqual(data);
  });

  it("links the page's stylesheets and preloads its chunks", () => {
    const html = composeDocument(template, '<h1>x</h1>', {
      css: ['assets/exam.css'],
      js: ['assets/exam.js'],
    });
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/exam.css"><link rel="modulepreload" crossorigin href="/assets/exam.js"></head>',
    );
  });

  it('keeps the template title when the page has none (the shell)', () => {
    const html = composeDocument(template, '<header>Site</header>', { shell: true });
    expect(html).toContain('<title>Site</title>');
    expect(html).toContain('data-prerendered="shell"');
  });
});
