import {
  DEFAULT_TEST_QUESTIONS,
  type ExamType,
  FREE_QUESTIONS_PER_EXAM,
  findBlueprint,
  MISSED_QUESTIONS_PREVIEW,
  PRACTICE_MESSAGES,
  type SessionView,
  type StartSessionInput,
  scorePercent,
  type startSessionInputSchema,
  type TestResult,
  type TutorFeedback,
} from '@app/domain';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/kysely';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { timeOrderedId } from '../../lib/time-ordered-id';
import { type AccessUser, hasPremiumAccess } from '../subscriptions/service';
import { type Plan, planBalanced, planReview, planSimulation } from './plan';
import {
  bookmarkedAmong,
  completedSessions,
  dueReviewCards,
  expiredOpenSessions,
  findOpenSession,
  findSession,
  gradeSessionAnswers,
  hasFreeSession,
  insertSession,
  markSubmitted,
  questionsByIds,
  recordResults,
  reviewCardsOf,
  type SessionRow,
  saveAnswer,
  saveFlag,
  sessionAnswerRow,
  sessionAnswerRows,
  userQuestionHistory,
} from './repo';
import { reviewCard } from './review-schedule';
import type { QuestionHistory } from './selection';
import {
  parseIds,
  type QuestionRow,
  toPracticeQuestion,
  toQuestion,
  toSessionView,
  toSummary,
} from './views';

/** Answers arriving up to this long after the deadline still count (network latency). */
export const TIMER_GRACE_MS = 2000;

type PracticeDeps = Pick<AppDeps, 'db' | 'clock' | 'exams' | 'questionPool'>;
type StartInput = z.output<typeof startSessionInputSchema>;

function requireExam(deps: PracticeDeps, examTypeId: number): ExamType {
  const exam = deps.exams.get(examTypeId);
  if (!exam) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.examNotFound);
  return exam;
}

function isOverdue(row: SessionRow, nowMs: number): boolean {
  return (
    row.submitted_at === null &&
    row.deadline_at !== null &&
    nowMs > new Date(row.deadline_at).getTime() + TIMER_GRACE_MS
  );
}

/** The session, if it belongs to the user; expired ones are submitted first (by the timer). */
async function ownedSession(deps: PracticeDeps, user: AccessUser, sessionId: string) {
  const row = await findSession(deps.db, sessionId);
  if (!row || row.user_id !== user.id) {
    throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.sessionNotFound);
  }
  if (isOverdue(row, deps.clock.now())) return finalize(deps, row, 'timer');
  return row;
}

async function history(db: Db, userId: string, examTypeId: number) {
  const rows = await userQuestionHistory(db, userId, examTypeId);
  return new Map(rows.map((row) => [row.question_id, row.status as QuestionHistory]));
}

async function planFor(
  deps: PracticeDeps,
  user: AccessUser,
  exam: ExamType,
  input: StartInput,
  premium: boolean,
): Promise<Plan> {
  const pool = await deps.questionPool.forExam(exam.id);
  const seen = await history(deps.db, user.id, exam.id);
  const titles = exam.categories.map((c) => c.title);
  if (!premium) {
    return planBalanced('free', titles, FREE_QUESTIONS_PER_EXAM, { pool, history: seen });
  }
  const count = input.count ?? DEFAULT_TEST_QUESTIONS;
  switch (input.mode) {
    case 'timed':
    case 'tutor':
      return planBalanced(input.mode, titles, count, { pool, history: seen });
    case 'custom': {
      const chosen = input.categories?.length ? [...new Set(input.categories)] : titles;
      for (const name of chosen) {
        if (!titles.includes(name)) {
          throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.unknownCategory(name));
        }
      }
      return planBalanced('custom', chosen, count, { pool, history: seen }, input.difficulty);
    }
    case 'simulation': {
      const blueprint = findBlueprint(exam.id);
      if (!blueprint) throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.noQuestions);
      return planSimulation(blueprint, input.sections, { pool, history: seen });
    }
    case 'review': {
      const due = await dueReviewCards(deps.db, user.id, exam.id, isoAt(deps.clock.now()), count);
      return planReview(due.map((d) => d.question_id));
    }
  }
}

/** Refuses (403, message containing 'requires') a user whose free quota of an exam is used. */
export async function assertCanStart(deps: PracticeDeps, user: AccessUser, examTypeId: number) {
  requireExam(deps, examTypeId);
  if (await hasPremiumAccess(deps.db, user, examTypeId, deps.clock.now())) return;
  if (await hasFreeSession(deps.db, user.id, examTypeId)) {
    throw new AppError('FORBIDDEN', PRACTICE_MESSAGES.freeLimitReached);
  }
}

/**
 * Starts a test, or resumes the one in progress for this exam (unless `restart`, which
 * submits it first). A user without access to the exam gets the free quota: one session of
 * 3 questions per exam, ever; after that, 403 with a message containing 'requires'.
 */
export async function startSession(
  deps: PracticeDeps,
  user: AccessUser,
  input: StartInput,
): Promise<SessionView> {
  const exam = requireExam(deps, input.examTypeId);
  const open = await findOpenSession(deps.db, user.id, exam.id);
  if (open) {
    if (isOverdue(open, deps.clock.now())) await finalize(deps, open, 'timer');
    else if (!input.restart) return sessionView(deps, user, open);
    else await finalize(deps, open, 'student');
  }
  const premium = await hasPremiumAccess(deps.db, user, exam.id, deps.clock.now());
  if (!premium) {
    if (input.mode !== 'timed') throw new AppError('FORBIDDEN', PRACTICE_MESSAGES.premiumModeOnly);
    if (await hasFreeSession(deps.db, user.id, exam.id)) {
      throw new AppError('FORBIDDEN', PRACTICE_MESSAGES.freeLimitReached);
    }
  }
  const plan = await planFor(deps, user, exam, input, premium);
  const nowMs = deps.clock.now();
  const row: SessionRow = {
    id: timeOrderedId(nowMs),
    user_id: user.id,
    exam_type_id: exam.id,
    mode: plan.mode,
    free_slot: plan.mode === 'free' ? 1 : null,
    question_ids: JSON.stringify(plan.questionIds),
    sections: plan.sections ? JSON.stringify(plan.sections) : null,
    total: plan.questionIds.length,
    duration_seconds: plan.durationSeconds,
    started_at: isoAt(nowMs),
    deadline_at: plan.durationSeconds === null ? null : isoAt(nowMs + plan.durationSeconds * 1000),
    submitted_at: null,
    submitted_by: null,
    score: null,
    correct_count: null,
    answered_count: null,
    time_spent: null,
    notice: plan.notice,
  };
  try {
    await insertSession(deps.db, row, plan.questionIds);
  } catch (error) {
    // Two starts at once: the free slot's unique index lets only one through.
    if (plan.mode === 'free' && isUniqueViolation(error)) {
      throw new AppError('FORBIDDEN', PRACTICE_MESSAGES.freeLimitReached);
    }
    throw error;
  }
  return sessionView(deps, user, row);
}

function feedbackOf(row: QuestionRow, chosen: string): TutorFeedback {
  return {
    correctAnswer: row.correct_answer as TutorFeedback['correctAnswer'],
    explanation: row.explanation,
    isCorrect: chosen === row.correct_answer,
  };
}

/** What the practice screen needs; keys and explanations only where the rules allow. */
export async function sessionView(
  deps: PracticeDeps,
  user: AccessUser,
  row: SessionRow,
): Promise<SessionView> {
  const ids = parseIds(row.question_ids);
  const [questionRows, answerRows, bookmarks] = await Promise.all([
    questionsByIds(deps.db, ids),
    sessionAnswerRows(deps.db, row.id),
    bookmarkedAmong(deps.db, user.id, ids),
  ]);
  const byId = new Map(questionRows.map((q) => [q.id, q as QuestionRow]));
  const answers: Record<string, SessionView['answers'][string]> = {};
  const feedback: Record<string, TutorFeedback> = {};
  const flagged: number[] = [];
  for (const a of answerRows) {
    if (a.flagged) flagged.push(a.question_id);
    if (a.chosen === null) continue;
    answers[String(a.question_id)] = a.chosen as SessionView['answers'][string];
    const question = byId.get(a.question_id);
    if (row.mode === 'tutor' && question)
      feedback[String(a.question_id)] = feedbackOf(question, a.chosen);
  }
  const questions = ids.flatMap((id) => {
    const q = byId.get(id);
    return q ? [toPracticeQuestion(q)] : [];
  });
  return toSessionView(
    row,
    deps.exams.get(row.exam_type_id),
    { questions, answers, flagged, bookmarked: bookmarks.map((b) => b.question_id), feedback },
    deps.clock.now(),
  );
}

export async function getSessionView(deps: PracticeDeps, user: AccessUser, sessionId: string) {
  return sessionView(deps, user, await ownedSession(deps, user, sessionId));
}

/** The test in progress for an exam, or null (expired ones are submitted, not resumed). */
export async function currentSessionView(deps: PracticeDeps, user: AccessUser, examTypeId: number) {
  requireExam(deps, examTypeId);
  const open = await findOpenSession(deps.db, user.id, examTypeId);
  if (!open) return null;
  if (isOverdue(open, deps.clock.now())) {
    await finalize(deps, open, 'timer');
    return null;
  }
  return sessionView(deps, user, open);
}

async function openForWriting(deps: PracticeDeps, user: AccessUser, sessionId: string) {
  const row = await findSession(deps.db, sessionId);
  if (!row || row.user_id !== user.id) {
    throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.sessionNotFound);
  }
  if (row.submitted_at !== null) throw new AppError('CONFLICT', PRACTICE_MESSAGES.alreadySubmitted);
  if (isOverdue(row, deps.clock.now())) {
    await finalize(deps, row, 'timer');
    throw new AppError('CONFLICT', PRACTICE_MESSAGES.timeUp);
  }
  return row;
}

/** Saves one answer as the student goes. Tutor mode answers once and gets the key back. */
export async function answerQuestion(
  deps: PracticeDeps,
  user: AccessUser,
  input: { sessionId: string; questionId: number; answer: string | null },
) {
  const row = await openForWriting(deps, user, input.sessionId);
  const current = await sessionAnswerRow(deps.db, row.id, input.questionId);
  if (!current) throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.questionNotInSession);
  let feedback: TutorFeedback | null = null;
  if (row.mode === 'tutor') {
    if (current.chosen !== null) throw new AppError('CONFLICT', PRACTICE_MESSAGES.tutorAnswered);
    if (input.answer === null)
      throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.tutorAnswerRequired);
  }
  const nowMs = deps.clock.now();
  await saveAnswer(deps.db, row.id, input.questionId, input.answer, isoAt(nowMs));
  if (row.mode === 'tutor' && input.answer !== null) {
    const [question] = await questionsByIds(deps.db, [input.questionId]);
    if (question) feedback = feedbackOf(question as QuestionRow, input.answer);
  }
  const view = toSessionView(
    row,
    undefined,
    { questions: [], answers: {}, flagged: [], bookmarked: [], feedback: {} },
    nowMs,
  );
  return { saved: true, remainingSeconds: view.remainingSeconds, feedback };
}

export async function flagQuestion(
  deps: PracticeDeps,
  user: AccessUser,
  input: { sessionId: string; questionId: number; flagged: boolean },
) {
  const row = await openForWriting(deps, user, input.sessionId);
  const current = await sessionAnswerRow(deps.db, row.id, input.questionId);
  if (!current) throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.questionNotInSession);
  await saveFlag(deps.db, row.id, input.questionId, input.flagged);
  return { flagged: input.flagged };
}

/**
 * Grades and closes a session, once: the first caller wins, anyone later (a double click,
 * the timer sweep) finds it submitted and reads the same result. Time spent is server time,
 * never more than the session's duration. Missed questions enter the review schedule.
 */
async function finalize(
  deps: PracticeDeps,
  row: SessionRow,
  by: 'student' | 'timer',
): Promise<SessionRow> {
  const nowMs = deps.clock.now();
  const startedMs = new Date(row.started_at).getTime();
  const elapsed = Math.max(0, Math.round((nowMs - startedMs) / 1000));
  const timeSpent =
    row.duration_seconds === null ? elapsed : Math.min(elapsed, row.duration_seconds);
  const submittedAt = by === 'timer' && row.deadline_at ? row.deadline_at : isoAt(nowMs);
  await deps.db.transaction().execute(async (trx) => {
    await gradeSessionAnswers(trx, row.id);
    const answers = await sessionAnswerRows(trx, row.id);
    const answered = answers.filter((a) => a.chosen !== null);
    const correct = answered.filter((a) => a.is_correct === 1).length;
    const won = await markSubmitted(trx, row.id, {
      submitted_at: submittedAt,
      submitted_by: by,
      score: scorePercent(correct, row.total),
      correct_count: correct,
      answered_count: answered.length,
      time_spent: timeSpent,
    });
    if (!won) return;
    await recordResults(
      trx,
      row,
      answered.map((a) => ({ questionId: a.question_id, correct: a.is_correct === 1 })),
      isoAt(nowMs),
    );
    const cards = new Map(
      (
        await reviewCardsOf(
          trx,
          row.user_id,
          answered.map((a) => a.question_id),
        )
      ).map((c) => [c.question_id, c.card]),
    );
    const at = new Date(nowMs);
    const updates = answered.flatMap((a) => {
      const previous = cards.get(a.question_id) ?? null;
      const isCorrect = a.is_correct === 1;
      // Only a miss starts a card; a right answer moves an existing card along.
      if (previous === null && isCorrect) return [];
      const next = reviewCard(previous, isCorrect, at);
      return [
        {
          user_id: row.user_id,
          question_id: a.question_id,
          exam_type_id: row.exam_type_id,
          due_at: next.dueAt,
          card: next.card,
          updated_at: isoAt(nowMs),
        },
      ];
    });
    if (updates.length) {
      await trx
        .insertInto('review_cards')
        .values(updates)
        .onConflict((oc) =>
          oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => ({
            due_at: eb.ref('excluded.due_at'),
            card: eb.ref('excluded.card'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  });
  const done = await findSession(deps.db, row.id);
  if (!done) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.sessionNotFound);
  return done;
}

/**
 * Submits a session (answers sent with it are saved first, unless time is up) and returns
 * the graded result. Submitting again returns the same result.
 */
export async function submitSession(
  deps: PracticeDeps,
  user: AccessUser,
  input: { sessionId: string; answers?: Record<string, string> },
): Promise<TestResult> {
  let row = await ownedSession(deps, user, input.sessionId);
  if (row.submitted_at === null) {
    const nowIso = isoAt(deps.clock.now());
    const current = new Map(
      (await sessionAnswerRows(deps.db, row.id)).map((a) => [a.question_id, a.chosen]),
    );
    for (const [key, letter] of Object.entries(input.answers ?? {})) {
      const questionId = Number(key);
      if (!current.has(questionId)) {
        throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.questionNotInSession);
      }
      if (current.get(questionId) === letter) continue;
      // Tutor answers are final once the key was shown.
      if (row.mode === 'tutor' && current.get(questionId) !== null) continue;
      await saveAnswer(deps.db, row.id, questionId, letter, nowIso);
    }
    row = await finalize(deps, row, 'student');
  }
  return sessionResult(deps, user, row);
}

/** The graded result; the review is complete for premium users, the top misses otherwise. */
export async function sessionResult(
  deps: PracticeDeps,
  user: AccessUser,
  row: SessionRow,
): Promise<TestResult> {
  if (row.submitted_at === null) throw new AppError('CONFLICT', PRACTICE_MESSAGES.notSubmitted);
  const ids = parseIds(row.question_ids);
  const [questionRows, answerRows, premium] = await Promise.all([
    questionsByIds(deps.db, ids),
    sessionAnswerRows(deps.db, row.id),
    hasPremiumAccess(deps.db, user, row.exam_type_id, deps.clock.now()),
  ]);
  const byId = new Map(questionRows.map((q) => [q.id, toQuestion(q as QuestionRow)]));
  const reviewed = answerRows.flatMap((a) => {
    const q = byId.get(a.question_id);
    if (!q) return [];
    const userAnswer = (a.chosen ?? null) as TestResult['review'][number]['userAnswer'];
    return [{ ...q, userAnswer, isCorrect: a.is_correct === 1 }];
  });
  const exam = deps.exams.get(row.exam_type_id);
  const order = exam?.categories.map((c) => c.title) ?? [];
  const perCategory = new Map<string, { correct: number; total: number }>();
  for (const r of reviewed) {
    const entry = perCategory.get(r.category) ?? { correct: 0, total: 0 };
    entry.total++;
    if (r.isCorrect) entry.correct++;
    perCategory.set(r.category, entry);
  }
  const categories = [...perCategory]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([category, v]) => ({ category, ...v, accuracy: scorePercent(v.correct, v.total) }));
  const review = premium
    ? reviewed
    : reviewed.filter((r) => !r.isCorrect).slice(0, MISSED_QUESTIONS_PREVIEW);
  return {
    sessionId: row.id,
    examTypeId: row.exam_type_id,
    mode: row.mode as TestResult['mode'],
    score: row.score ?? 0,
    correctCount: row.correct_count ?? 0,
    total: row.total,
    answeredCount: row.answered_count ?? 0,
    timeSpent: row.time_spent ?? 0,
    completedAt: row.submitted_at,
    submittedBy: row.submitted_by === 'timer' ? 'timer' : 'student',
    categories,
    review,
    isPremium: premium,
    hiddenExplanations: reviewed.length - review.length,
  };
}

export async function getSessionResult(deps: PracticeDeps, user: AccessUser, sessionId: string) {
  return sessionResult(deps, user, await ownedSession(deps, user, sessionId));
}

export async function listSessions(
  deps: PracticeDeps,
  user: AccessUser,
  input: { limit: number; examTypeId?: number },
) {
  const rows = await completedSessions(deps.db, user.id, input.limit, input.examTypeId);
  return rows.map((row) => toSummary(row, deps.exams.get(row.exam_type_id)));
}

/** Submits every session whose time ran out (the background sweep); returns how many. */
export async function submitExpiredSessions(deps: PracticeDeps, batch = 100): Promise<number> {
  const before = isoAt(deps.clock.now() - TIMER_GRACE_MS);
  let total = 0;
  for (;;) {
    const rows = await expiredOpenSessions(deps.db, before, batch);
    for (const row of rows) await finalize(deps, row, 'timer');
    total += rows.length;
    if (rows.length < batch) return total;
  }
}

export type { StartSessionInput };
