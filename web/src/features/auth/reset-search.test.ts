import { describe, expect, it } from 'vitest';
import { validateResetSearch } from './reset-search';

describe('validateResetSearch', () => {
  it('keeps a non-empty token, trimmed', () => {
    expect(validateResetSearch({ token: ' abc123xyz ' })).toEqual({ token: 'abc123xyz' });
  });

  it('reads a missing, empty or non-string token as no token', () => {
    expect(validateResetSearch({})).toEqual({});
    expect(validateResetSearch({ token: '  ' })).toEqual({});
    expect(validateResetSearch({ token: { a: 1 } })).toEqual({});
  });
});
