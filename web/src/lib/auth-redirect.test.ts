import { describe, expect, it } from 'vitest';
import { safeRedirect, signInHref, validateAuthSearch } from './auth-redirect';

describe('the /auth redirect', () => {
  it('keeps a path of this site, query included', () => {
    expect(safeRedirect('/subscribe?exam=3')).toBe('/subscribe?exam=3');
    expect(validateAuthSearch({ redirect: '/subscribe/return?tx_ref=pp-1' })).toEqual({
      redirect: '/subscribe/return?tx_ref=pp-1',
    });
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash address', '/\\evil.example/'],
    ['a control character', '/\t/evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'subscribe'],
    ['not text', 3],
  ])('drops %s', (_case, value) => {
    expect(safeRedirect(value)).toBeUndefined();
    expect(validateAuthSearch({ redirect: value })).toEqual({ redirect: undefined });
  });

  it('builds the sign-in link that comes back', () => {
    expect(signInHref('/subscribe?exam=3')).toBe('/auth?redirect=%2Fsubscribe%3Fexam%3D3');
  });
});
