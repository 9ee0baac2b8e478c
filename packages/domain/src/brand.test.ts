import { describe, expect, it } from 'vitest';
import { BRAND_NAME, pageTitle, withSiteName } from './brand';

describe('page titles', () => {
  it(`end in ' — ${BRAND_NAME}', however the editor wrote the brand`, () => {
    expect(pageTitle('Blog')).toBe(`Blog — ${BRAND_NAME}`);
    for (const written of [
      `Help Center | ${BRAND_NAME}`,
      `Help Center - ${BRAND_NAME}`,
      `Help Center – ${BRAND_NAME}`,
      `Help Center — ${BRAND_NAME}`,
      `Help Center: ${BRAND_NAME}`,
      'Help Center',
      '  Help Center  ',
    ]) {
      expect(withSiteName(written), written).toBe(`Help Center — ${BRAND_NAME}`);
    }
  });

  it('keep the brand inside a title and fall back when there is none', () => {
    expect(withSiteName(`Why ${BRAND_NAME} works`)).toBe(`Why ${BRAND_NAME} works — ${BRAND_NAME}`);
    expect(withSiteName('', 'Math Practice')).toBe(`Math Practice — ${BRAND_NAME}`);
    expect(withSiteName(null)).toBe(pageTitle());
    expect(withSiteName(BRAND_NAME)).toBe(pageTitle());
  });
});
