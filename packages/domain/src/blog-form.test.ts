import { describe, expect, it } from 'vitest';
import { isHttpUrl, publishedAtAfterSave, splitCommaList } from './blog-form';
import {
  blogListInputSchema,
  blogPostCreateInputSchema,
  blogPostUpdateInputSchema,
} from './schemas/blog';

describe('splitCommaList (spec §5: comma-separated, trimmed, empties dropped)', () => {
  it('splits, trims, drops empties and repeats', () => {
    expect(splitCommaList(' ATI TEAS 7, ,Study Tips,, ATI TEAS 7 ')).toEqual([
      'ATI TEAS 7',
      'Study Tips',
    ]);
    expect(splitCommaList('')).toEqual([]);
    expect(splitCommaList(' , ')).toEqual([]);
  });
});

describe('isHttpUrl', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(isHttpUrl('https://example.com/a.png')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    for (const bad of ['example.com/a.png', '/a.png', 'javascript:alert(1)', 'ftp://x.example']) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });
});

describe('publishedAtAfterSave (spec §4)', () => {
  const now = '2026-03-01T10:00:00.000Z';
  it('publishing sets now, unless the post already has a date; a draft has none', () => {
    expect(publishedAtAfterSave('published', null, now)).toBe(now);
    expect(publishedAtAfterSave('published', '2026-01-05T12:00:00.000Z', now)).toBe(
      '2026-01-05T12:00:00.000Z',
    );
    expect(publishedAtAfterSave('draft', '2026-01-05T12:00:00.000Z', now)).toBeNull();
  });
});

describe('blog write schemas', () => {
  it('create: defaults, trimming, empty optional texts become null', () => {
    expect(
      blogPostCreateInputSchema.parse({
        title: '  Plan ',
        content: ' <p>x</p> ',
        metaTitle: '  ',
        categories: [' a ', 'a', 'b'],
      }),
    ).toEqual({
      title: 'Plan',
      content: '<p>x</p>',
      excerpt: null,
      categories: ['a', 'b'],
      tags: [],
      status: 'draft',
      metaTitle: null,
      metaDescription: null,
      ogImageUrl: null,
    });
  });

  it('update: absent fields stay absent (kept), empty ones clear', () => {
    expect(blogPostUpdateInputSchema.parse({ id: 7 })).toEqual({ id: '7' });
    expect(blogPostUpdateInputSchema.parse({ id: '7', excerpt: '', ogImageUrl: null })).toEqual({
      id: '7',
      excerpt: null,
      ogImageUrl: null,
    });
    expect(blogPostUpdateInputSchema.safeParse({ id: '0' }).success).toBe(false);
    expect(blogPostUpdateInputSchema.safeParse({ id: '7', title: ' ' }).success).toBe(false);
  });

  it('list: status is published or absent (an admin then gets every post)', () => {
    expect(blogListInputSchema.parse({}).status).toBeUndefined();
    expect(blogListInputSchema.parse({ status: 'published' }).status).toBe('published');
    expect(blogListInputSchema.safeParse({ status: 'draft' }).success).toBe(false);
  });
});
