import { describe, expect, it } from 'vitest';
import { questionCountLabel } from './question-count';

describe('questionCountLabel', () => {
  it('names a positive count', () => {
    expect(questionCountLabel(247)).toBe('247 questions');
    expect(questionCountLabel(1)).toBe('1 questions');
  });

  it("says 'Coming Soon' without questions", () => {
    expect(questionCountLabel(undefined)).toBe('Coming Soon');
    expect(questionCountLabel(0)).toBe('Coming Soon');
    expect(questionCountLabel(Number.NaN)).toBe('Coming Soon');
  });
});
