import { describe, expect, it } from 'vitest';
import { peerStanding } from './peers';
import { rankStudyCandidates, studyPriority } from './study-next';

describe('what to study next', () => {
  it('weighs the share of the exam, the distance below the target and the uncertainty', () => {
    const base = { weight: 0.25, expectedPercent: 60, sd: 0.5 };
    expect(studyPriority(base, 80)).toBeCloseTo(0.25 * 20 * 0.5);
    expect(studyPriority({ ...base, weight: 0.5 }, 80)).toBeCloseTo(2 * studyPriority(base, 80));
    expect(studyPriority({ ...base, sd: 1 }, 80)).toBeCloseTo(2 * studyPriority(base, 80));
    // At or above the target: nothing to gain there.
    expect(studyPriority({ ...base, expectedPercent: 85 }, 80)).toBe(0);
    // No target: the room left to 100%.
    expect(studyPriority(base, null)).toBeCloseTo(0.25 * 40 * 0.5);
  });

  it('ranks by priority, then the weaker estimate', () => {
    const ranked = rankStudyCandidates([
      { id: 'a', weight: 0.2, expectedPercent: 70, sd: 0.3, priority: 0 },
      { id: 'b', weight: 0.2, expectedPercent: 50, sd: 0.3, priority: 1.8 },
      { id: 'c', weight: 0.2, expectedPercent: 65, sd: 0.3, priority: 0 },
      { id: 'd', weight: 0.4, expectedPercent: 60, sd: 1, priority: 8 },
    ]);
    expect(ranked.map((c) => c.id)).toEqual(['d', 'b', 'c', 'a']);
  });
});

describe('peers', () => {
  it('hides the percentile below 30 students with an estimate, saying how many there are', () => {
    expect(peerStanding({ total: 28, below: 10, ties: 0 })).toEqual({
      kind: 'hidden',
      students: 29,
      needed: 1,
    });
  });

  it('gives the mid-rank percentile among the others from 30', () => {
    expect(peerStanding({ total: 29, below: 20, ties: 2 })).toEqual({
      kind: 'percentile',
      percentile: Math.round((100 * 21) / 29),
      students: 30,
    });
    expect(peerStanding({ total: 40, below: 40, ties: 0 })).toMatchObject({ percentile: 99 });
    expect(peerStanding({ total: 40, below: 0, ties: 0 })).toMatchObject({ percentile: 1 });
  });
});
