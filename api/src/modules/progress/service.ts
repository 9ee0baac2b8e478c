import {
  accuracyPercent,
  type ExamAccess,
  freeQuestionsRemaining,
  SCORE_HISTORY_POINTS,
  type UserProgress,
} from '@app/domain';
import type { AppDeps } from '../../deps';
import { isoAt } from '../../lib/clock';
import { freeServedByExam, openSessionsOfUser } from '../practice/repo';
import { dueReviewCounts } from '../practice/review-cards-repo';
import { type AccessUser, premiumExamIds } from '../subscriptions/service';
import { categoryTotals, examTotals, lastScores, recentScores } from './repo';

type ProgressDeps = Pick<AppDeps, 'db' | 'clock' | 'exams' | 'questionPool'>;

/**
 * Progress per exam the user has completed tests in, in catalogue order: average score
 * (two decimals, spec §3), last score, questions attempted and right, and accuracy per
 * category (every category of the exam, null where nothing was answered yet).
 */
export async function userProgress(deps: ProgressDeps, user: AccessUser): Promise<UserProgress[]> {
  const [totals, categories] = await Promise.all([
    examTotals(deps.db, user.id),
    categoryTotals(deps.db, user.id),
  ]);
  const last = await lastScores(
    deps.db,
    user.id,
    totals.map((t) => t.exam_type_id),
  );
  const byExam = new Map(totals.map((t) => [t.exam_type_id, t]));
  return deps.exams.list().flatMap((exam) => {
    const t = byExam.get(exam.id);
    if (!t) return [];
    const tests = Number(t.tests);
    // Free 3-question runs stop counting once the student has taken a full test (decision 0015).
    const fullTests = Number(t.full_tests);
    const average =
      fullTests > 0 ? Number(t.full_score_sum) / fullTests : Number(t.score_sum) / tests;
    const perCategory = new Map(
      categories
        .filter((c) => c.exam_type_id === exam.id)
        .map((c) => [c.category, { attempted: Number(c.attempted), correct: Number(c.correct) }]),
    );
    return [
      {
        id: `${user.id}:${exam.id}`,
        examTypeId: exam.id,
        examType: { name: exam.name, icon: exam.icon },
        averageScore: average.toFixed(2),
        lastTestScore: last.get(exam.id) ?? null,
        questionsAttempted: Number(t.answered),
        questionsCorrect: Number(t.correct),
        testsCompleted: tests,
        lastTestAt: t.last_at as string | null,
        categories: exam.categories.map(({ title }) => {
          const c = perCategory.get(title) ?? { attempted: 0, correct: 0 };
          return { category: title, ...c, accuracy: accuracyPercent(c.correct, c.attempted) };
        }),
      },
    ];
  });
}

/** Scores of an exam's latest completed tests, oldest first (the score-over-time chart). */
export async function scoreHistory(deps: ProgressDeps, user: AccessUser, examTypeId: number) {
  // Full tests only; a student who has taken nothing but free runs sees those.
  const full = await recentScores(deps.db, user.id, SCORE_HISTORY_POINTS, examTypeId, true);
  const rows = full.length
    ? full
    : await recentScores(deps.db, user.id, SCORE_HISTORY_POINTS, examTypeId);
  return rows.reverse().map((r) => ({
    sessionId: r.id,
    completedAt: r.submitted_at as string,
    score: r.score ?? 0,
  }));
}

/** What the user may do with each exam now: premium or free (and how many free left), a test to resume, reviews due. */
export async function examAccess(deps: ProgressDeps, user: AccessUser): Promise<ExamAccess[]> {
  const now = deps.clock.now();
  const exams = deps.exams.list();
  const [premium, free, open, due, pools] = await Promise.all([
    premiumExamIds(
      deps.db,
      user,
      now,
      exams.map((e) => e.id),
    ),
    freeServedByExam(deps.db, user.id),
    openSessionsOfUser(deps.db, user.id),
    dueReviewCounts(deps.db, user.id, isoAt(now)),
    Promise.all(exams.map((e) => deps.questionPool.forExam(e.id))),
  ]);
  const served = new Map(free.map((f) => [f.exam_type_id, f.total]));
  const dueBy = new Map(due.map((d) => [d.exam_type_id, Number(d.due)]));
  return exams.map((exam, i) => {
    const openSession = open.find(
      (s) =>
        s.exam_type_id === exam.id && (!s.deadline_at || new Date(s.deadline_at).getTime() > now),
    );
    return {
      examTypeId: exam.id,
      isPremium: premium.has(exam.id),
      expiresAt: premium.get(exam.id) ?? null,
      freeQuestionsRemaining: freeQuestionsRemaining(served.get(exam.id) ?? 0),
      inProgressSessionId: openSession?.id ?? null,
      questionCount: pools[i]?.length ?? 0,
      reviewDue: dueBy.get(exam.id) ?? 0,
    };
  });
}
