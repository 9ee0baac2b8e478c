import { describe, expect, it } from 'vitest';
import {
  articleDate,
  fileSizeLabel,
  filterArticles,
  isFiltering,
  NO_FILTER,
} from './resource-filter';

const articles = [
  { title: 'Ratios Made Simple', excerpt: 'Proportions.', tags: ['math'], category: 'Mathematics' },
  { title: 'Main Idea', excerpt: 'Reading questions.', tags: ['TEAS 7'], category: 'Reading' },
  { title: 'Study Sprint', excerpt: 'Ten days.', tags: ['plan'], category: 'Study Planning' },
];

describe('filterArticles', () => {
  it('matches the search in title, excerpt or tags, ignoring case', () => {
    expect(filterArticles(articles, { ...NO_FILTER, query: ' ratios ' })).toHaveLength(1);
    expect(filterArticles(articles, { ...NO_FILTER, query: 'QUESTIONS' })[0]?.title).toBe(
      'Main Idea',
    );
    expect(filterArticles(articles, { ...NO_FILTER, query: 'teas 7' })[0]?.title).toBe('Main Idea');
  });

  it('combines the category with the search', () => {
    expect(filterArticles(articles, { query: '', category: 'Reading' })).toHaveLength(1);
    expect(filterArticles(articles, { query: 'ratios', category: 'Reading' })).toEqual([]);
    expect(filterArticles(articles, NO_FILTER)).toHaveLength(3);
    expect(isFiltering(NO_FILTER)).toBe(false);
    expect(isFiltering({ query: ' ', category: 'Reading' })).toBe(true);
  });
});

describe('formatting', () => {
  it('writes dates and file sizes for people', () => {
    expect(articleDate('2026-01-05T00:00:00.000Z')).toBe('January 5, 2026');
    expect(fileSizeLabel(870_400)).toBe('850 KB');
    expect(fileSizeLabel(2_516_582)).toBe('2.4 MB');
  });
});
