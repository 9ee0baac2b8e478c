import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  TEAS 7: Math -- Tips!  ', 'teas-7-math-tips'],
    ['Crème brûlée & café', 'creme-brulee-and-cafe'],
    ['日本語', ''],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('caps the length without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(95)} b`);
    expect(slug.length).toBeLessThanOrEqual(96);
    expect(slug.endsWith('-')).toBe(false);
  });
});
