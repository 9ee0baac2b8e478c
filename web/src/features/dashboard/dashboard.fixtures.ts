import {
  EXAMS,
  type ExamAccess,
  type ExamReadiness,
  type ExamType,
  type SiteSettings,
  type SuccessStory,
  type TestSessionSummary,
  type UserProgress,
} from '@app/domain';
import type { Seed } from '../../test/render';
import { RECENT_RESULTS_INPUT } from './dashboard-queries';

/** Fixtures of the dashboard's reads, shaped as the api answers them. */

const DAY = 24 * 60 * 60 * 1000;
/** Seven days of premium left (a little less than 7 × 24 h, which rounds up to 7). */
export const expiresIn7Days = () => new Date(Date.now() + 7 * DAY - 60 * 60 * 1000).toISOString();

export const exams: ExamType[] = EXAMS.map((exam) => ({
  ...exam,
  categories: exam.categories.map((c) => ({ ...c })),
  details: { ...exam.details },
}));

const free = (examTypeId: number, freeQuestionsRemaining: number): ExamAccess => ({
  examTypeId,
  isPremium: false,
  expiresAt: null,
  freeQuestionsRemaining,
  inProgressSessionId: null,
  questionCount: 80,
  reviewDue: 0,
});

/** Premium on ATI TEAS 7 (tests done, 4 reviews due) and CLEP (not started); the rest free. */
export function access(expiresAt = expiresIn7Days()): ExamAccess[] {
  return [
    { ...free(1, 3), isPremium: true, expiresAt, reviewDue: 4 },
    free(2, 3),
    free(3, 1),
    free(4, 0),
    free(5, 3),
    { ...free(6, 3), isPremium: true, expiresAt },
    free(7, 2),
  ];
}

function progressEntry(
  examTypeId: number,
  averageScore: string,
  lastTestScore: number,
  [questionsAttempted, questionsCorrect, testsCompleted]: [number, number, number],
  categories: [string, number, number][] = [],
): UserProgress {
  const exam = EXAMS.find((e) => e.id === examTypeId);
  if (!exam) throw new Error(`no exam ${examTypeId}`);
  const byTitle = new Map(
    categories.map(([title, attempted, correct]) => [title, { attempted, correct }]),
  );
  return {
    id: `user-1:${examTypeId}`,
    examTypeId,
    examType: { name: exam.name, icon: exam.icon },
    averageScore,
    lastTestScore,
    questionsAttempted,
    questionsCorrect,
    testsCompleted,
    lastTestAt: '2026-03-20T15:00:00.000Z',
    categories: exam.categories.map(({ title }) => {
      const c = byTitle.get(title) ?? { attempted: 0, correct: 0 };
      return {
        category: title,
        ...c,
        accuracy: c.attempted ? Math.round((c.correct / c.attempted) * 100) : null,
      };
    }),
  };
}

/**
 * Five exams with completed tests, in catalogue order. Averages 78.33, 66.67, 95, 55 and 40:
 * mean 67 (rounded); 7 tests; level Advanced (HESI A2 ≥ 90).
 */
export const progress: UserProgress[] = [
  progressEntry(
    1,
    '78.33',
    85,
    [60, 47, 3],
    [
      ['English Language Usage', 10, 9],
      ['Reading', 12, 10],
      ['Math', 20, 8],
      ['Science', 18, 12],
    ],
  ),
  progressEntry(
    2,
    '66.67',
    67,
    [3, 2, 1],
    [
      ['Math', 5, 2],
      ['English', 2, 0],
      ['Science', 3, 3],
    ],
  ),
  progressEntry(3, '95.00', 95, [20, 19, 1]),
  progressEntry(4, '55.00', 55, [20, 11, 1]),
  progressEntry(5, '40.00', 40, [20, 8, 1]),
];

function session(
  n: number,
  examTypeId: number,
  score: number,
  [correctCount, total]: [number, number],
  completedAt: string,
  mode: TestSessionSummary['mode'] = 'timed',
): TestSessionSummary {
  const exam = EXAMS.find((e) => e.id === examTypeId);
  if (!exam) throw new Error(`no exam ${examTypeId}`);
  return {
    id: `session-${n}`,
    examTypeId,
    examType: { name: exam.name, icon: exam.icon },
    mode,
    questionIds: [],
    score: `${score}.00`,
    correctCount,
    total,
    unscoredCount: 0,
    timeSpent: 900,
    startedAt: completedAt,
    completedAt,
  };
}

/** Six completed tests, newest first (one more than the dashboard shows). */
export const sessions: TestSessionSummary[] = [
  session(6, 1, 85, [17, 20], '2026-03-20T15:00:00.000Z'),
  session(5, 3, 72, [18, 25], '2026-03-18T15:00:00.000Z', 'tutor'),
  session(4, 2, 67, [2, 3], '2026-03-15T15:00:00.000Z', 'free'),
  session(3, 5, 40, [8, 20], '2026-03-12T15:00:00.000Z'),
  session(2, 1, 78, [39, 50], '2026-03-10T15:00:00.000Z', 'custom'),
  session(1, 1, 72, [36, 50], '2026-03-05T15:00:00.000Z'),
];

export const teasHistory = [
  { sessionId: 'session-1', completedAt: '2026-03-05T15:00:00.000Z', score: 72 },
  { sessionId: 'session-2', completedAt: '2026-03-10T15:00:00.000Z', score: 78 },
  { sessionId: 'session-6', completedAt: '2026-03-20T15:00:00.000Z', score: 85 },
];

export const settings: SiteSettings = {
  supportEmail: 'support@preppilot.app',
  chatUrl: 'https://wa.me/15555550123',
  examHelpUrl: null,
  social: [],
  supportHours: [],
  stats: [],
  footerGroups: [],
};

export const stories: SuccessStory[] = Array.from({ length: 6 }, (_, i) => ({
  id: String(i + 1),
  imageUrl: `/cms-api/media/file/success-${i + 1}.svg`,
  width: 640,
  height: 440,
  alt: `Score report ${i + 1}`,
  caption: `Caption ${i + 1}`,
  exam: 'ati-teas-7',
  sample: false,
}));

type DashboardData = {
  access?: ExamAccess[];
  progress?: UserProgress[];
  sessions?: TestSessionSummary[];
  status?: { hasActiveSubscription: boolean; expiresAt: string | null };
  /** readiness.overview: none unless given (the readiness view's own tests give it). */
  readiness?: ExamReadiness[];
};

/** Seeds every read of the dashboard; pass fields to change one. */
export function seedDashboard(data: DashboardData = {}): Seed {
  return (trpc) => {
    const expiresAt = expiresIn7Days();
    const progressList = data.progress ?? progress;
    trpc.exams.list.setData(undefined, exams);
    trpc.progress.access.setData(undefined, data.access ?? access(expiresAt));
    trpc.progress.list.setData(undefined, progressList);
    trpc.practice.list.setData(RECENT_RESULTS_INPUT, data.sessions ?? sessions);
    trpc.subscriptions.status.setData(
      undefined,
      data.status ?? { hasActiveSubscription: true, expiresAt },
    );
    for (const entry of progressList) {
      trpc.progress.history.setData(
        { examTypeId: entry.examTypeId },
        entry.examTypeId === 1
          ? teasHistory
          : [
              {
                sessionId: `h-${entry.examTypeId}`,
                completedAt: '2026-03-15T15:00:00.000Z',
                score: entry.lastTestScore ?? 0,
              },
            ],
      );
    }
    trpc.content.siteSettings.setData(undefined, settings);
    trpc.content.successStories.setData(undefined, stories);
    trpc.readiness.overview.setData(undefined, data.readiness ?? []);
  };
}
