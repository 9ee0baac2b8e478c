import { describe, expect, it } from 'vitest';
import { BLUEPRINTS } from '../blueprints';
import { ASSUMED_PASS_PERCENT, EXAM_SCALES, findExamScale, fromScale, toScale } from './scales';

describe('exam scales', () => {
  it('give every exam one scale with a source and an assumption', () => {
    expect(EXAM_SCALES.map((s) => s.examTypeId).sort()).toEqual(
      BLUEPRINTS.map((b) => b.examTypeId).sort(),
    );
    for (const scale of EXAM_SCALES) {
      expect(scale.source.length, scale.name).toBeGreaterThan(40);
      expect(scale.assumption.length, scale.name).toBeGreaterThan(40);
      // A conversion that is not the identity is called an approximation where it is shown.
      const identity = scale.conversion.every(([p, s]) => p === s);
      expect(identity || scale.assumption.startsWith('An approximation'), scale.name).toBe(true);
    }
  });

  it('convert increasingly from 0–100% onto the whole scale, and back', () => {
    for (const scale of EXAM_SCALES) {
      expect(toScale(scale, 0)).toBe(scale.min);
      expect(toScale(scale, 100)).toBe(scale.max);
      for (let i = 1; i < scale.conversion.length; i++) {
        const [p0, s0] = scale.conversion[i - 1] as readonly [number, number];
        const [p1, s1] = scale.conversion[i] as readonly [number, number];
        expect(p1).toBeGreaterThan(p0);
        expect(s1).toBeGreaterThan(s0);
      }
      for (const percent of [0, 12.5, 37, 60, 81.25, 100]) {
        expect(fromScale(scale, toScale(scale, percent))).toBeCloseTo(percent, 9);
      }
      // Beyond the scale: its ends.
      expect(toScale(scale, 120)).toBe(scale.max);
      expect(fromScale(scale, scale.min - 10)).toBe(0);
    }
  });

  it('anchor the GED and CLEP pass marks at the stated assumed percent', () => {
    const ged = findExamScale(2);
    const clep = findExamScale(6);
    if (!ged || !clep) throw new Error('missing scale');
    expect(ged.passMark).toBe(145);
    expect(toScale(ged, ASSUMED_PASS_PERCENT)).toBe(145);
    expect(clep.passMark).toBe(50);
    expect(fromScale(clep, 50)).toBe(ASSUMED_PASS_PERCENT);
    expect(toScale(findExamScale(4) ?? ged, 50)).toBe(250);
  });

  it('publish bands that tile their scale', () => {
    for (const scale of EXAM_SCALES.filter((s) => s.bands.length > 0)) {
      expect(scale.bands[0]?.from).toBe(scale.min);
      expect(scale.bands[scale.bands.length - 1]?.to).toBe(scale.max);
      scale.bands.slice(1).forEach((band, i) => {
        expect(band.from).toBe((scale.bands[i]?.to ?? 0) + 1);
      });
      if (scale.passMark !== null) {
        expect(scale.bands.some((b) => b.from === scale.passMark)).toBe(true);
      }
    }
  });
});
