import { describe, expect, it } from 'vitest';
import {
  BLOG_PAGE_SIZE,
  cardExcerpt,
  lastPage,
  type PageItem,
  pageOffset,
  pageWindow,
  totalPages,
} from './pagination';

const show = (items: PageItem[]) => items.map((i) => (i.kind === 'page' ? i.page : '…')).join(' ');

describe('blog pagination (spec §2, §9)', () => {
  it('pages of 9 with offset (page-1)*9 and ceil(total/9) pages', () => {
    expect(BLOG_PAGE_SIZE).toBe(9);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(18);
    expect(pageOffset(0)).toBe(0);
    expect(totalPages(0)).toBe(0);
    expect(totalPages(9)).toBe(1);
    expect(totalPages(10)).toBe(2);
  });

  it('pages an admin list by its own size, an empty one being one empty page', () => {
    expect(pageOffset(3, 25)).toBe(50);
    expect(lastPage(0, 25)).toBe(1);
    expect(lastPage(25, 25)).toBe(1);
    expect(lastPage(26, 25)).toBe(2);
  });

  it('shows first, last and current ±1 with ellipses for gaps', () => {
    expect(show(pageWindow(1, 1))).toBe('');
    expect(show(pageWindow(1, 2))).toBe('1 2');
    expect(show(pageWindow(1, 10))).toBe('1 2 … 10');
    expect(show(pageWindow(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(show(pageWindow(3, 10))).toBe('1 2 3 4 … 10');
    expect(show(pageWindow(10, 10))).toBe('1 … 9 10');
    expect(show(pageWindow(4, 5))).toBe('1 … 3 4 5');
  });

  it('gives every ellipsis a distinct key', () => {
    const keys = pageWindow(5, 10).flatMap((i) => (i.kind === 'ellipsis' ? [i.key] : []));
    expect(new Set(keys).size).toBe(2);
  });

  it('falls back to the first 150 characters of the text for a card excerpt', () => {
    expect(cardExcerpt('  Short summary ', 'ignored')).toBe('Short summary');
    const long = 'word '.repeat(60);
    const fallback = cardExcerpt(null, long);
    expect(fallback.endsWith('...')).toBe(true);
    expect(fallback.length).toBe(153);
    expect(cardExcerpt('', 'Tiny body')).toBe('Tiny body');
  });
});
