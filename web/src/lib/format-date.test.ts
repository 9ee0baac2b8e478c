import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './format-date';

describe('dates', () => {
  it('writes dates en-US long, and nothing for a missing or bad one', () => {
    expect(formatLongDate('2026-03-20T12:00:00.000Z')).toBe('March 20, 2026');
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('soon')).toBe('');
  });

  it('writes the chart axis short', () => {
    expect(formatShortDate('2026-03-20T12:00:00.000Z')).toBe('Mar 20');
    expect(formatShortDate(undefined)).toBe('');
  });
});
