import { describe, expect, it } from 'vitest';
import { practiceQuestionsTitle } from './question-total';

describe("the landing's question total", () => {
  it('adds up the active questions of every exam', () => {
    expect(
      practiceQuestionsTitle([
        { examTypeId: 1, count: 308 },
        { examTypeId: 2, count: 1164 },
      ]),
    ).toBe('1,472 Practice Questions');
  });

  it('claims no number while the counts are unknown or empty', () => {
    expect(practiceQuestionsTitle(undefined)).toBe('Practice Questions');
    expect(practiceQuestionsTitle([])).toBe('Practice Questions');
  });
});
