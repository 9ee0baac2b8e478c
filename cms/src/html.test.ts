import { describe, expect, it } from 'vitest';
import { lexicalToHtml } from './html';
import { lexicalDocument } from './seed/lexical';

describe('lexicalToHtml', () => {
  it('renders headings, paragraphs, inline formats and lists', () => {
    const html = lexicalToHtml(
      lexicalDocument([
        { h2: 'Know the sections' },
        { p: 'Read **every** explanation, _twice_.' },
        { ul: ['One', 'Two'] },
        { ol: ['First'] },
      ]) as never,
    );
    expect(html).toContain('<h2>Know the sections</h2>');
    expect(html).toContain('<p>Read <strong>every</strong> explanation, <em>twice</em>.</p>');
    expect(html).toMatch(
      /<ul class="list-bullet">\s*<li[^>]*>One<\/li>\s*<li[^>]*>Two<\/li>\s*<\/ul>/,
    );
    expect(html).toMatch(/<ol class="list-number">\s*<li[^>]*>First<\/li>\s*<\/ol>/);
    expect(html).not.toContain('payload-richtext');
  });

  it('escapes text', () => {
    const html = lexicalToHtml(lexicalDocument([{ p: '<script>alert(1)</script> & co' }]) as never);
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</p>');
  });

  it('returns an empty string for empty content', () => {
    expect(lexicalToHtml(null)).toBe('');
    expect(lexicalToHtml(lexicalDocument([]) as never)).toBe('');
  });
});
