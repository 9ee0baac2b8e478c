import { describe, expect, it } from 'vitest';
import {
  categoryBand,
  daysLeft,
  FREE_QUESTIONS_PER_EXAM,
  levelLabel,
  PRICE_USD,
  SUBSCRIPTION_DAYS,
  scoreBand,
  scorePercent,
  subscriptionExpiry,
  TEST_DURATION_SECONDS,
  wholeScore,
} from './rules';

const now = new Date('2026-11-21T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('business constants (spec §9)', () => {
  it('are the spec figures', () => {
    expect([PRICE_USD, SUBSCRIPTION_DAYS, FREE_QUESTIONS_PER_EXAM, TEST_DURATION_SECONDS]).toEqual([
      100, 10, 3, 1500,
    ]);
  });
});

describe('scorePercent', () => {
  it('rounds the percentage of correct answers', () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(1, 3)).toBe(33);
    expect(scorePercent(1, 8)).toBe(13);
    expect(scorePercent(20, 20)).toBe(100);
    expect(scorePercent(0, 0)).toBe(0);
  });
});

describe('wholeScore', () => {
  it('shows a score, numeric string or number, as a whole percentage', () => {
    expect(wholeScore('84.60')).toBe(85);
    expect(wholeScore('84.40')).toBe(84);
    expect(wholeScore(99.5)).toBe(100);
    expect(wholeScore('0.00')).toBe(0);
  });

  it('reads no score where there is none', () => {
    expect(wholeScore(null)).toBeNull();
    expect(wholeScore(undefined)).toBeNull();
    expect(wholeScore('')).toBeNull();
    expect(wholeScore('n/a')).toBeNull();
  });
});

describe('levelLabel', () => {
  it('is Advanced if any exam average is at least 90, Intermediate at 70, else Beginner', () => {
    expect(levelLabel([55, 90])).toBe('Advanced');
    expect(levelLabel([89.9, 70])).toBe('Intermediate');
    expect(levelLabel([69.9])).toBe('Beginner');
    expect(levelLabel([])).toBe('Beginner');
  });
});

describe('colour bands', () => {
  it('bands scores at 80/70/60', () => {
    expect([80, 79, 70, 69, 60, 59].map(scoreBand)).toEqual([
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
    ]);
  });
  it('bands category accuracy at 90/80/70', () => {
    expect([90, 89, 80, 79, 70, 69].map(categoryBand)).toEqual([
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
    ]);
  });
});

describe('subscriptions', () => {
  it('count days left rounded up, never negative', () => {
    expect(daysLeft(hours(2), now)).toBe(1);
    expect(daysLeft(hours(240), now)).toBe(10);
    expect(daysLeft(hours(241), now)).toBe(11);
    expect(daysLeft(hours(-3), now)).toBe(0);
  });
  it('expire ten days after purchase', () => {
    expect(subscriptionExpiry(now).toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });
});
