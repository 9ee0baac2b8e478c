import type { BlogPost } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { composeDocument } from './prerender';

const template = `<html><head><title>Site</title><meta name="theme-color" content="#fff" /></head>
<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('composeDocument', () => {
  it('moves the page title and meta tags into <head> and marks the root', () => {
    const html = composeDocument(
      template,
      '<title>Post | PrepPilot</title><meta property="og:type" content="article"/><h1>Post</h1>',
      'hydrate',
    );
    expect(html).toContain(
      '<head><meta name="theme-color" content="#fff" /><title>Post | PrepPilot</title><meta property="og:type" content="article"/></head>',
    );
    expect(html).toContain('<div id="root" data-prerendered="hydrate"><h1>Post</h1></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('carries data as JSON that page text cannot break out of', () => {
    const post = { title: '</script><script>alert(1)</script>' } as BlogPost;
    const html = composeDocument(template, '<h1>x</h1>', 'hydrate', { blogPost: post });
    const data = /<script type="application\/json" id="prerender-data">(.*?)<\/script>/.exec(html);
    expect(data?.[1]).not.toContain('</script>');
    expect(JSON.parse(data?.[1] ?? '{}')).toEqual({ blogPost: post });
  });

  it("replaces the site's description with the page's, escaped", () => {
    const withDescription = template.replace(
      '</head>',
      '<meta\n  name="description"\n  content="The site."\n/></head>',
    );
    const html = composeDocument(
      withDescription,
      '<h1>x</h1>',
      'hydrate',
      undefined,
      'A "dose" & <more>',
    );
    expect(html).toContain(
      '<meta name="description" content="A &quot;dose&quot; &amp; &lt;more>" />',
    );
    expect(html).not.toContain('The site.');
  });

  it('keeps the template title when the page has none (the shell)', () => {
    const html = composeDocument(template, '<header>Site</header>', 'shell');
    expect(html).toContain('<title>Site</title>');
    expect(html).toContain('data-prerendered="shell"');
  });
});
