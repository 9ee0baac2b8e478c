import { BLOG_SEARCH_MAX_CHARS, blogListInputSchema } from '@app/domain';
import { describe, expect, it } from 'vitest';
import {
  blogListInput,
  CATEGORY_MAX_CHARS,
  SEARCH_MAX_CHARS,
  validateBlogSearch,
} from './blog-search';

describe('validateBlogSearch', () => {
  it('keeps a valid page, search and category', () => {
    expect(validateBlogSearch({ page: 3, q: ' teas ', category: 'Study Tips' })).toEqual({
      page: 3,
      q: 'teas',
      category: 'Study Tips',
    });
  });

  it('drops page 1, bad pages and empty text so the first page has a clean URL', () => {
    expect(validateBlogSearch({ page: 1 })).toEqual({});
    expect(validateBlogSearch({ page: 'x', q: '  ', category: '' })).toEqual({});
    expect(validateBlogSearch({ page: -2 })).toEqual({});
    expect(validateBlogSearch({ page: 2.5 })).toEqual({});
  });

  it('accepts numeric search text parsed from the URL', () => {
    expect(validateBlogSearch({ q: 2024 })).toEqual({ q: '2024' });
  });
});

describe('blogListInput', () => {
  it('asks for published posts, nine per page, at the page offset', () => {
    expect(blogListInput({ page: 3, q: 'math' })).toEqual({
      status: 'published',
      limit: 9,
      offset: 18,
      category: undefined,
      q: 'math',
    });
    expect(blogListInput({}).offset).toBe(0);
  });
});

describe('limits mirrored from the domain schema', () => {
  it('match blogListInputSchema, so a valid URL never makes an invalid call', () => {
    expect(SEARCH_MAX_CHARS).toBe(BLOG_SEARCH_MAX_CHARS);
    const longest = validateBlogSearch({
      q: 'q'.repeat(SEARCH_MAX_CHARS + 50),
      category: 'c'.repeat(CATEGORY_MAX_CHARS + 50),
      page: 4,
    });
    expect(blogListInputSchema.safeParse(blogListInput(longest)).success).toBe(true);
    expect(
      blogListInputSchema.safeParse({ category: 'c'.repeat(CATEGORY_MAX_CHARS + 1) }).success,
    ).toBe(false);
  });
});
