import { describe, expect, it } from 'vitest';
import {
  CUSTOM_QUIZ_DEFAULT_QUESTIONS,
  CUSTOM_QUIZ_MAX_QUESTIONS,
  CUSTOM_QUIZ_MIN_QUESTIONS,
  customQuizCount,
  dashboardSummary,
  examAverages,
  simulationSectionChoices,
  weakestCategories,
} from './dashboard';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import { PLAN_MESSAGES } from './plan-messages';
import { MIN_ANSWERS_TO_RANK_CATEGORY, WEAKEST_CATEGORIES_SHOWN } from './practice';

const tally = (category: string, attempted: number, correct: number) => ({
  category,
  attempted,
  correct,
});

describe('weakestCategories', () => {
  it('lists the lowest accuracy first, at most WEAKEST_CATEGORIES_SHOWN', () => {
    const ranked = weakestCategories([
      tally('Reading', 10, 9),
      tally('Math', 10, 4),
      tally('Science', 8, 6),
      tally('English', 4, 1),
      tally('Writing', 5, 5),
    ]);
    expect(WEAKEST_CATEGORIES_SHOWN).toBe(3);
    expect(ranked).toEqual([
      { category: 'English', attempted: 4, correct: 1, accuracy: 25 },
      { category: 'Math', attempted: 10, correct: 4, accuracy: 40 },
      { category: 'Science', attempted: 8, correct: 6, accuracy: 75 },
    ]);
  });

  it('ranks only categories with at least MIN_ANSWERS_TO_RANK_CATEGORY answers', () => {
    expect(MIN_ANSWERS_TO_RANK_CATEGORY).toBe(3);
    const ranked = weakestCategories([
      tally('Math', 2, 0),
      tally('Reading', 0, 0),
      tally('Science', 3, 2),
    ]);
    expect(ranked.map((c) => c.category)).toEqual(['Science']);
    expect(weakestCategories([tally('Math', 2, 0)])).toEqual([]);
    expect(weakestCategories([])).toEqual([]);
  });

  it('compares exact accuracy, then prefers the category with more answers, then keeps order', () => {
    // 2/7 (28.6%) is lowest; A, B and D all have exactly 1/3: B has the most answers.
    const ranked = weakestCategories(
      [tally('A', 3, 1), tally('B', 99, 33), tally('C', 7, 2), tally('D', 3, 1)],
      { limit: 4 },
    );
    expect(ranked.map((c) => c.category)).toEqual(['C', 'B', 'A', 'D']);
    expect(ranked.map((c) => c.accuracy)).toEqual([29, 33, 33, 33]);
  });

  it('takes its limit and minimum as options', () => {
    const categories = [tally('A', 1, 0), tally('B', 5, 1), tally('C', 5, 2)];
    expect(weakestCategories(categories, { limit: 1 }).map((c) => c.category)).toEqual(['B']);
    expect(weakestCategories(categories, { minAnswers: 1 }).map((c) => c.category)).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect(weakestCategories(categories, { limit: 0 })).toEqual([]);
  });
});

describe('dashboardSummary', () => {
  it('averages the per-exam averages (rounded), adds up tests and names the level', () => {
    expect(
      dashboardSummary([
        { averageScore: '91.50', testsCompleted: 3 },
        { averageScore: '60.00', testsCompleted: 2 },
      ]),
    ).toEqual({ averageScore: 76, testsCompleted: 5, level: 'Advanced' });
    expect(
      dashboardSummary([
        { averageScore: '70.00', testsCompleted: 1 },
        { averageScore: '65.25', testsCompleted: 4 },
      ]),
    ).toEqual({ averageScore: 68, testsCompleted: 5, level: 'Intermediate' });
  });

  it('has no average before the first test', () => {
    expect(dashboardSummary([])).toEqual({
      averageScore: null,
      testsCompleted: 0,
      level: 'Beginner',
    });
  });

  it('reads numeric strings and ignores malformed ones', () => {
    expect(
      examAverages([{ averageScore: '88.75' }, { averageScore: 'n/a' }, { averageScore: 70 }]),
    ).toEqual([88.75, 70]);
  });
});

describe('customQuizCount', () => {
  it('accepts whole numbers from 5 to 50', () => {
    expect([CUSTOM_QUIZ_MIN_QUESTIONS, CUSTOM_QUIZ_MAX_QUESTIONS]).toEqual([5, 50]);
    expect(customQuizCount('5')).toBe(5);
    expect(customQuizCount(' 50 ')).toBe(50);
    expect(customQuizCount(CUSTOM_QUIZ_DEFAULT_QUESTIONS)).toBe(10);
    for (const bad of ['4', '51', '', '7.5', '-5', 'ten', '1e1']) {
      expect(customQuizCount(bad)).toBeNull();
    }
  });
});

describe('simulationSectionChoices', () => {
  it('asks for one subject on CLEP, whose subjects are separate exams', () => {
    expect(simulationSectionChoices(6)).toEqual([
      'College Composition',
      'College Algebra',
      'Biology',
      'Analyzing and Interpreting Literature',
    ]);
  });

  it('offers GED its four subject tests (Math with its calculator part, one clock)', () => {
    expect(simulationSectionChoices(2)).toEqual([
      'Reasoning Through Language Arts',
      'Mathematical Reasoning',
      'Science',
      'Social Studies',
    ]);
  });

  it('simulates the whole exam elsewhere', () => {
    for (const id of [1, 3, 4, 5, 7, 99]) expect(simulationSectionChoices(id)).toEqual([]);
  });
});

describe('DASHBOARD_MESSAGES', () => {
  it('counts free questions as the spec writes it', () => {
    expect(DASHBOARD_MESSAGES.freeQuestions(3)).toBe('3 Free Questions Remaining');
    expect(DASHBOARD_MESSAGES.freeQuestions(1)).toBe('1 Free Question Remaining');
    expect(DASHBOARD_MESSAGES.freeQuestions(0)).toBe('Free questions used');
  });

  it('writes days left, singular for one', () => {
    expect(DASHBOARD_MESSAGES.premiumDaysLeft(7)).toBe('Premium · 7 days left');
    expect(DASHBOARD_MESSAGES.premiumDaysLeft(1)).toBe('Premium · 1 day left');
    expect(PLAN_MESSAGES.premiumDaysLeft(10)).toBe('Premium · 10 days left');
    expect(PLAN_MESSAGES.upgradeBadge).toBe('Upgrade to Premium');
    expect(DASHBOARD_MESSAGES.reviewMissed(1)).toBe('Review 1 missed question');
    expect(DASHBOARD_MESSAGES.reviewMissed(4)).toBe('Review 4 missed questions');
  });

  it('greets by first name, and without one', () => {
    expect(DASHBOARD_MESSAGES.welcome('Sam')).toBe('Welcome back, Sam');
    expect(DASHBOARD_MESSAGES.welcome('  ')).toBe('Welcome back');
  });

  it('summarises a score chart with its numbers', () => {
    expect(DASHBOARD_MESSAGES.chartSummary('GED', [60, 75, 70])).toBe(
      'GED: scores of your last 3 tests, oldest first: 60%, 75%, 70%. Latest 70%, best 75%.',
    );
    expect(DASHBOARD_MESSAGES.chartSummary('GED', [80])).toBe('GED: one test so far, scored 80%.');
  });
});
