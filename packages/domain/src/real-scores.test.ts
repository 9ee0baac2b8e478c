import { describe, expect, it } from 'vitest';
import { findExamScale } from './readiness/scales';
import { calibrationBins, latestToday, realScoreProblem } from './real-scores';

const teas = findExamScale(1);
const ged = findExamScale(2);
if (!teas || !ged) throw new Error('scales');

describe('realScoreProblem', () => {
  it('asks for consent first, then an exam date reached, then a score on the scale', () => {
    const ok = { score: 150, consent: true };
    expect(realScoreProblem(ged, { ...ok, consent: false }, '2026-01-01', '2026-01-02')?.code).toBe(
      'CONSENT_REQUIRED',
    );
    expect(realScoreProblem(ged, ok, null, '2026-01-02')?.code).toBe('EXAM_NOT_TAKEN');
    expect(realScoreProblem(ged, ok, '2026-01-03', '2026-01-02')?.code).toBe('EXAM_NOT_TAKEN');
    expect(realScoreProblem(ged, ok, '2026-01-02', '2026-01-02')).toBeNull();
    expect(realScoreProblem(ged, { ...ok, score: 150.5 }, '2026-01-02', '2026-01-02')?.code).toBe(
      'SCORE_OUT_OF_RANGE',
    );
    expect(realScoreProblem(teas, { ...ok, score: 58.7 }, '2026-01-02', '2026-01-02')).toBeNull();
  });

  it('allows the exam date once it has begun anywhere (UTC+14)', () => {
    expect(latestToday(Date.parse('2026-01-01T10:00:00Z'))).toBe('2026-01-02');
    expect(latestToday(Date.parse('2026-01-01T09:00:00Z'))).toBe('2026-01-01');
  });
});

describe('calibrationBins', () => {
  it('groups reports by predicted score in tenths of the scale, leaving empty bins out', () => {
    const bins = calibrationBins(ged, [
      { predicted: 141, real: 150, reached: true },
      { predicted: 149, real: 140, reached: false },
      { predicted: 200, real: 190, reached: true },
      { predicted: 120, real: 118, reached: null },
    ]);
    expect(bins).toEqual([
      { from: 120, to: 130, count: 1, meanPredicted: 120, meanReal: 118, withMark: 0, reached: 0 },
      { from: 140, to: 150, count: 2, meanPredicted: 145, meanReal: 145, withMark: 2, reached: 1 },
      { from: 190, to: 200, count: 1, meanPredicted: 200, meanReal: 190, withMark: 1, reached: 1 },
    ]);
    expect(calibrationBins(ged, [])).toEqual([]);
  });
});
