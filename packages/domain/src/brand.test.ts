import { describe, expect, it } from 'vitest';
import { BRAND_NAME, pageTitle, withSiteName } from './brand';

describe('page titles', () => {
  it("end in ' — PrepPilot', however the editor wrote the brand", () => {
    expect(pageTitle('Blog')).toBe(`Blog — ${BRAND_NAME}`);
    for (const written of [
      'Help Center | PrepPilot',
      'Help Center - PrepPilot',
      'Help Center – PrepPilot',
      'Help Center — PrepPilot',
      'Help Center: PrepPilot',
      'Help Center',
      '  Help Center  ',
    ]) {
      expect(withSiteName(written), written).toBe('Help Center — PrepPilot');
    }
  });

  it('keep the brand inside a title and fall back when there is none', () => {
    expect(withSiteName('Why PrepPilot works')).toBe('Why PrepPilot works — PrepPilot');
    expect(withSiteName('', 'Math Practice')).toBe('Math Practice — PrepPilot');
    expect(withSiteName(null)).toBe(pageTitle());
    expect(withSiteName('PrepPilot')).toBe(pageTitle());
  });
});
