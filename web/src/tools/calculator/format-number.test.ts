import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [0.1 + 0.2, '0.3'],
    [1 / 3, '0.3333333333'],
    [2 / 3, '0.6666666667'],
    [-1.5, '-1.5'],
    [1234567890, '1234567890'],
    [12345678901, '1.23456789E10'],
    [98765432109876, '9.876543211E13'],
    [1e10, '1E10'],
    [0.000001, '0.000001'],
    [0.0000005, '5E-7'],
    [-1.25e-9, '-1.25E-9'],
    [1e100, '1E100'],
    [Math.PI, '3.141592654'],
    [9999999999.6, '1E10'],
  ])('%d shows as %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });
});
