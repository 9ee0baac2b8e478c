import { describe, expect, it } from 'vitest';
import { READINESS_VIEW_MESSAGES as M } from '../readiness-view-messages';
import { findExamScale } from './scales';
import {
  daysUntil,
  earliestExamDate,
  isIsoDate,
  isScoreOnScale,
  latestExamDate,
  targetProblem,
  targetScore,
} from './target';

function scale(examTypeId: number) {
  const found = findExamScale(examTypeId);
  if (!found) throw new Error(`no scale for ${examTypeId}`);
  return found;
}
const TEAS = scale(1);
const GED = scale(2);

describe('an exam date', () => {
  it('is refused only when past in every time zone', () => {
    // 2026-05-10 at 08:00 UTC: in UTC−12 it is still 2026-05-09.
    const now = Date.parse('2026-05-10T08:00:00Z');
    expect(earliestExamDate(now)).toBe('2026-05-09');
    expect(targetProblem(TEAS, { examDate: '2026-05-09', target: null }, '2026-05-09')).toBeNull();
    expect(
      targetProblem(TEAS, { examDate: '2026-05-08', target: null }, '2026-05-09'),
    ).toMatchObject({
      code: 'EXAM_DATE_PAST',
      field: 'examDate',
      message: M.examDatePast,
    });
    // At 13:00 UTC the date has begun everywhere.
    expect(earliestExamDate(Date.parse('2026-05-10T13:00:00Z'))).toBe('2026-05-10');
  });

  it('is at most two years ahead, and a real date', () => {
    expect(latestExamDate('2026-05-10')).toBe('2028-05-09');
    expect(targetProblem(TEAS, { examDate: '2028-05-09', target: null }, '2026-05-10')).toBeNull();
    expect(targetProblem(TEAS, { examDate: '2028-05-10', target: null }, '2026-05-10')?.code).toBe(
      'EXAM_DATE_TOO_FAR',
    );
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(targetProblem(TEAS, { examDate: '2026-02-30', target: null }, '2026-01-01')?.field).toBe(
      'examDate',
    );
    expect(daysUntil('2026-05-20', '2026-05-10')).toBe(10);
  });
});

describe('a target score', () => {
  it('is on the exam’s scale: whole points, or a percent to one decimal', () => {
    expect(isScoreOnScale(GED, 145)).toBe(true);
    expect(isScoreOnScale(GED, 145.5)).toBe(false);
    expect(isScoreOnScale(GED, 99)).toBe(false);
    expect(isScoreOnScale(GED, 201)).toBe(false);
    expect(isScoreOnScale(TEAS, 58.7)).toBe(true);
    expect(isScoreOnScale(TEAS, 58.75)).toBe(false);
    expect(isScoreOnScale(TEAS, 100)).toBe(true);
    expect(isScoreOnScale(TEAS, Number.NaN)).toBe(false);
    expect(targetProblem(GED, { examDate: null, target: 250 }, '2026-01-01')).toEqual({
      code: 'TARGET_OUT_OF_RANGE',
      field: 'target',
      message: 'Enter a whole number from 100 to 200.',
    });
  });

  it('may be the pass mark only where the exam publishes one', () => {
    expect(targetProblem(GED, { examDate: null, target: 'pass-mark' }, '2026-01-01')).toBeNull();
    expect(targetScore(GED, 'pass-mark')).toBe(145);
    expect(targetScore(GED, 160)).toBe(160);
    expect(targetScore(GED, null)).toBeNull();
    expect(targetProblem(TEAS, { examDate: null, target: 'pass-mark' }, '2026-01-01')?.code).toBe(
      'NO_PASS_MARK',
    );
  });
});
