import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id';

describe('timeOrderedId', () => {
  it('is a version 7 UUID that sorts by creation time', () => {
    const a = timeOrderedId(1_700_000_000_000);
    const b = timeOrderedId(1_700_000_000_001);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a < b).toBe(true);
    expect(a.slice(0, 13)).toBe('018bcfe5-6800');
    expect(new Set(Array.from({ length: 1000 }, () => timeOrderedId())).size).toBe(1000);
  });
});
