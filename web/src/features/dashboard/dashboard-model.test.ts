import { describe, expect, it } from 'vitest';
import { access, exams, progress } from './dashboard.fixtures';
import { examCardModels } from './dashboard-model';

const now = new Date('2026-03-21T12:00:00.000Z');

describe('examCardModels', () => {
  it('joins catalogue, access and progress into one card per exam, in catalogue order', () => {
    const models = examCardModels(exams, access('2026-03-28T11:00:00.000Z'), progress, now);
    expect(models.map((m) => m.exam.name)).toEqual([
      'ATI TEAS 7',
      'GED',
      'HESI A2',
      'ACCUPLACER',
      'NEX',
      'CLEP',
      'CNA',
    ]);
    const [teas, ged] = models;
    expect(teas).toMatchObject({
      isPremium: true,
      premiumDaysLeft: 7,
      hasStarted: true,
      lastScore: 85,
      averageScore: 78,
      reviewDue: 4,
    });
    expect(ged).toMatchObject({
      isPremium: false,
      premiumDaysLeft: null,
      freeQuestionsRemaining: 3,
    });
    expect(models[5]).toMatchObject({
      isPremium: true,
      hasStarted: false,
      lastScore: null,
      averageScore: 0,
    });
  });

  it('has no end date for premium without expiry (administrators)', () => {
    const admin = access().map((a) => ({ ...a, isPremium: true, expiresAt: null }));
    expect(examCardModels(exams, admin, [], now).every((m) => m.premiumDaysLeft === null)).toBe(
      true,
    );
  });

  it('counts a test in progress as started', () => {
    const open = access().map((a) => ({
      ...a,
      inProgressSessionId: a.examTypeId === 7 ? 's1' : null,
    }));
    expect(examCardModels(exams, open, [], now).map((m) => m.hasStarted)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('treats an exam missing from the access list as free and unused', () => {
    const [first] = examCardModels(exams.slice(0, 1), [], [], now);
    expect(first).toMatchObject({ isPremium: false, freeQuestionsRemaining: 3, hasStarted: false });
  });
});
