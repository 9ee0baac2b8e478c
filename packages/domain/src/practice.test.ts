import { describe, expect, it } from 'vitest';
import { BLUEPRINTS, SECTION_CATEGORY_WEIGHTS, splitAcross } from './blueprints';
import { findExamById } from './exams';
import {
  accuracyPercent,
  formatClock,
  freeQuestionsRemaining,
  isAnswerLocked,
  remainingSeconds,
  sessionDurationSeconds,
} from './practice';

describe('blueprints', () => {
  it('name only categories of their exam, and weights only their own sections', () => {
    for (const blueprint of BLUEPRINTS) {
      const exam = findExamById(blueprint.examTypeId);
      expect(exam, blueprint.edition).toBeDefined();
      const titles = exam?.categories.map((c) => c.title) ?? [];
      for (const section of blueprint.sections) {
        for (const category of section.categories) expect(titles).toContain(category);
      }
    }
    for (const [key, weights] of Object.entries(SECTION_CATEGORY_WEIGHTS)) {
      const [edition, label] = key.split('/');
      const section = BLUEPRINTS.find((b) => b.edition === edition)?.sections.find(
        (s) => s.label === label,
      );
      expect(section, key).toBeDefined();
      expect(Object.values(weights).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    }
  });

  it('cover every exam once', () => {
    expect(BLUEPRINTS.map((b) => b.examTypeId).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('splitAcross', () => {
  it('splits evenly, the first categories taking the remainder, and always sums to the total', () => {
    expect([...splitAcross(20, ['a', 'b', 'c']).values()]).toEqual([7, 7, 6]);
    expect([...splitAcross(3, ['a', 'b', 'c', 'd']).values()]).toEqual([1, 1, 1, 0]);
    expect([...splitAcross(0, ['a']).values()]).toEqual([0]);
    expect(splitAcross(5, []).size).toBe(0);
  });

  it('follows weights (largest remainders first)', () => {
    const split = splitAcross(70, ['x', 'y', 'z', 'w'], { x: 0.46, y: 0.18, z: 0.1, w: 0.26 });
    expect([...split.values()]).toEqual([32, 13, 7, 18]);
  });
});

describe('practice rules', () => {
  it('times each mode', () => {
    expect(sessionDurationSeconds('timed', 20)).toBe(1500);
    expect(sessionDurationSeconds('free', 3)).toBe(1500);
    expect(sessionDurationSeconds('tutor', 20)).toBeNull();
    expect(sessionDurationSeconds('custom', 10)).toBe(1500);
    expect(sessionDurationSeconds('custom', 40)).toBe(3000);
    expect(sessionDurationSeconds('review', 24)).toBe(1800);
  });

  it('counts free questions left and the seconds on a timer', () => {
    expect(freeQuestionsRemaining(0)).toBe(3);
    expect(freeQuestionsRemaining(3)).toBe(0);
    expect(freeQuestionsRemaining(5)).toBe(0);
    expect(remainingSeconds(null, 0)).toBeNull();
    expect(remainingSeconds('1970-01-01T00:00:10.000Z', 500)).toBe(10);
    expect(remainingSeconds('1970-01-01T00:00:10.000Z', 20_000)).toBe(0);
  });

  it('locks an answer only in tutor mode, once given', () => {
    expect(isAnswerLocked('tutor', true)).toBe(true);
    expect(isAnswerLocked('tutor', false)).toBe(false);
    expect(isAnswerLocked('timed', true)).toBe(false);
    expect(isAnswerLocked('free', true)).toBe(false);
  });

  it('formats the clock as the practice screen shows it', () => {
    expect(formatClock(1500)).toBe('25:00');
    expect(formatClock(245)).toBe('4:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('gives accuracy as a whole percentage, or null with nothing attempted', () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(0, 0)).toBeNull();
  });
});
