import {
  DEFAULT_TEST_QUESTIONS,
  type ExamType,
  FREE_QUESTIONS_PER_EXAM,
  findBlueprint,
  firstSectionState,
  isAnswerLocked,
  isResponseCorrect,
  latestEndMs,
  PRACTICE_MESSAGES,
  remainingSeconds,
  type SessionView,
  type StartSessionInput,
  type startSessionInputSchema,
  type TestMode,
  type TestResult,
  TIMER_GRACE_MS,
  type TutorFeedback,
} from '@app/domain';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/kysely';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { timeOrderedId } from '../../lib/time-ordered-id';
import { itemDifficulties } from '../calibration/item-difficulties';
import { type AccessUser, hasPremiumAccess } from '../subscriptions/service';
import { activeBookmarkedIds } from './bookmarks-repo';
import { finalize, finalizeGraded } from './finalize';
import { questionHistoryOf, userQuestionHistory } from './history-repo';
import { openItem } from './open-item';
import {
  customQuizPool,
  type Plan,
  planBalanced,
  planBookmarks,
  planDiagnostic,
  planReview,
  planSimulation,
} from './plan';
import {
  accommodationsOf,
  bookmarkedAmong,
  completedSessions,
  expiredOpenSessions,
  findOpenSession,
  hasFreeSession,
  insertSession,
  type SessionRow,
  saveAnswer,
  saveFirstAnswer,
  sessionAnswerRows,
} from './repo';
import { normalizeResponse1, readSubmittedAnswers } from './responses';
import { sessionResult } from './results';
import { dueReviewCards } from './review-cards-repo';
import {
  sectionedOrNull,
  settledSession,
  simulationView,
  storedState,
  visibleItems,
} from './sections';
import type { QuestionHistory } from './selection';
import { servedQuestions } from './served-questions';
import { isOverdue, ownedSession, type PracticeDeps, requireExam } from './session-guard';
import { openAnswers } from './simulation-submit';
import type { HistorySource } from './unseen-sample';
import {
  gradableOf,
  parseIds,
  type QuestionRow,
  toPracticeQuestion,
  toSessionView,
  toSummary,
} from './views';

type StartInput = z.output<typeof startSessionInputSchema>;

/** The student's history of an exam's questions, read as little as a start needs. */
function historySource(db: Db, userId: string, examTypeId: number): HistorySource {
  const toMap = (rows: { question_id: number; status: string }[]) =>
    new Map(rows.map((row) => [row.question_id, row.status as QuestionHistory]));
  return {
    of: async (ids) => toMap(await questionHistoryOf(db, userId, examTypeId, ids)),
    all: async () => toMap(await userQuestionHistory(db, userId, examTypeId)),
  };
}

async function planFor(
  deps: PracticeDeps,
  user: AccessUser,
  exam: ExamType,
  input: StartInput,
  premium: boolean,
  accommodations: { timeMultiplier: number; extraBreaks: boolean },
): Promise<Plan> {
  const pool = await deps.questionPool.forExam(exam.id);
  const seen = historySource(deps.db, user.id, exam.id);
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
      const within = customQuizPool(exam.id, pool, input.sections);
      return planBalanced(
        'custom',
        chosen,
        count,
        { pool: within, history: seen },
        input.difficulty,
      );
    }
    case 'simulation': {
      const blueprint = findBlueprint(exam.id);
      if (!blueprint)
        throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.noQuestions, {
          appCode: 'NO_QUESTIONS',
        });
      // Adaptive subtests choose their first item by difficulty (decision 0040).
      const adaptive = blueprint.sections.some((s) => s.adaptive);
      const difficulties = adaptive
        ? await itemDifficulties(
            deps,
            pool.map((q) => q.id),
          )
        : undefined;
      return planSimulation(
        blueprint,
        input.sections,
        { pool, history: await seen.all(), ...(difficulties ? { difficulties } : {}) },
        accommodations,
      );
    }
    case 'diagnostic': {
      const blueprint = findBlueprint(exam.id);
      if (!blueprint)
        throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.noQuestions, {
          appCode: 'NO_QUESTIONS',
        });
      return planDiagnostic(blueprint, { pool, history: seen });
    }
    case 'review': {
      const due = await dueReviewCards(deps.db, user.id, exam.id, isoAt(deps.clock.now()), count);
      return planReview(due.map((d) => d.question_id));
    }
    case 'bookmarks': {
      // Active questions only: a retired one stays bookmarked but is not served again.
      return planBookmarks(await activeBookmarkedIds(deps.db, user.id, exam.id, count));
    }
  }
}

const freeLimitReached = () =>
  new AppError('FORBIDDEN', PRACTICE_MESSAGES.freeLimitReached, {
    appCode: 'FREE_LIMIT_REACHED',
  });

/**
 * The exam's test still open and in time, read again when a free start finds the free slot
 * taken: a start of the same exam running beside this one (a second tab, a retried request)
 * may have opened it after this one looked. Only that path pays for the second read.
 */
async function openInTime(deps: PracticeDeps, user: AccessUser, examTypeId: number) {
  const open = await findOpenSession(deps.db, user.id, examTypeId);
  return open && !isOverdue(open, deps.clock.now()) ? open : undefined;
}

/** Refuses (403, message containing 'requires') a user whose free quota of an exam is used. */
export async function assertCanStart(deps: PracticeDeps, user: AccessUser, examTypeId: number) {
  requireExam(deps, examTypeId);
  if (await hasPremiumAccess(deps.db, user, examTypeId, deps.clock.now())) return;
  if (await hasFreeSession(deps.db, user.id, examTypeId)) {
    // The free test opened by a start running beside this one: the start resumes it.
    if (await openInTime(deps, user, examTypeId)) return;
    throw freeLimitReached();
  }
}

/** A free start that found the free slot taken: the open free test, or the quota is spent. */
async function resumeOrRefuse(deps: PracticeDeps, user: AccessUser, examTypeId: number) {
  const open = await openInTime(deps, user, examTypeId);
  if (open) return sessionView(deps, user, open);
  throw freeLimitReached();
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
    if (input.mode !== 'timed')
      throw new AppError('FORBIDDEN', PRACTICE_MESSAGES.premiumModeOnly, {
        appCode: 'SUBSCRIPTION_REQUIRED',
      });
    if (await hasFreeSession(deps.db, user.id, exam.id)) {
      return resumeOrRefuse(deps, user, exam.id);
    }
  }
  const accommodations = await accommodationsOf(deps.db, user.id);
  const plan = await planFor(deps, user, exam, input, premium, accommodations);
  const nowMs = deps.clock.now();
  // Extended time applies to every clock (a simulation's are scaled by its plan).
  const durationSeconds =
    plan.durationSeconds === null || plan.mode === 'simulation'
      ? plan.durationSeconds
      : Math.ceil(plan.durationSeconds * accommodations.timeMultiplier);
  const sectioned = plan.mode === 'simulation' && plan.sections ? plan.sections : null;
  // A sectioned simulation ends at the latest when every clock and break is used in full.
  const endMs = sectioned
    ? latestEndMs(sectioned, nowMs)
    : durationSeconds === null
      ? null
      : nowMs + durationSeconds * 1000;
  const row: SessionRow = {
    id: timeOrderedId(nowMs),
    user_id: user.id,
    exam_type_id: exam.id,
    mode: plan.mode,
    free_slot: plan.mode === 'free' ? 1 : null,
    question_ids: JSON.stringify(plan.questionIds),
    sections: plan.sections ? JSON.stringify(plan.sections) : null,
    total: plan.questionIds.length,
    duration_seconds: durationSeconds,
    started_at: isoAt(nowMs),
    deadline_at: endMs === null ? null : isoAt(endMs),
    submitted_at: null,
    submitted_by: null,
    score: null,
    correct_count: null,
    answered_count: null,
    time_spent: null,
    notice: plan.notice,
    section_state: sectioned
      ? storedState(firstSectionState(sectioned, nowMs), accommodations.timeMultiplier)
      : null,
    unscored_ids: plan.unscoredIds.length > 0 ? JSON.stringify(plan.unscoredIds) : null,
  };
  try {
    await insertSession(deps.db, row, plan.questionIds);
  } catch (error) {
    // Two starts at once: the free slot's unique index lets only one through, and the
    // others resume the test it opened.
    if (plan.mode === 'free' && isUniqueViolation(error)) {
      return resumeOrRefuse(deps, user, exam.id);
    }
    throw error;
  }
  return sessionView(deps, user, row, { justStarted: true });
}

function feedbackOf(row: QuestionRow, chosen: string): TutorFeedback {
  return {
    correctAnswer: row.correct_answer,
    explanation: row.explanation,
    isCorrect: isResponseCorrect(gradableOf(row), chosen),
  };
}

/** What the practice screen needs; keys and explanations only where the rules allow. */
export async function sessionView(
  deps: PracticeDeps,
  user: AccessUser,
  row: SessionRow,
  /** A session this request created: nothing answered or flagged yet, nothing to read. */
  options: { justStarted?: boolean } = {},
): Promise<SessionView> {
  // A simulation's clocks brought up to now (a section whose time ran out is closed).
  row = options.justStarted ? row : await settledSession(deps, row);
  // Items an adaptive section has not served yet are not shown (decision 0040).
  const all = parseIds(row.question_ids);
  const ids = all.slice(0, visibleItems(row, all.length));
  const visible = new Set(ids);
  const [questionRows, answerRows, bookmarks] = await Promise.all([
    servedQuestions(deps.db, ids),
    options.justStarted ? [] : sessionAnswerRows(deps.db, row.id),
    bookmarkedAmong(deps.db, user.id, ids),
  ]);
  const byId = new Map(questionRows.map((q) => [q.id, q as QuestionRow]));
  const answers: Record<string, SessionView['answers'][string]> = {};
  const feedback: Record<string, TutorFeedback> = {};
  const flagged: number[] = [];
  const marks: SessionView['marks'] = {};
  for (const a of answerRows) {
    if (!visible.has(a.question_id)) continue;
    if (a.flagged) flagged.push(a.question_id);
    if (a.marks) marks[String(a.question_id)] = JSON.parse(a.marks);
    if (a.chosen === null) continue;
    answers[String(a.question_id)] = a.chosen;
    const question = byId.get(a.question_id);
    if (row.mode === 'tutor' && question)
      feedback[String(a.question_id)] = feedbackOf(question, a.chosen);
  }
  const questions = ids.flatMap((id) => {
    const q = byId.get(id);
    return q ? [toPracticeQuestion(q)] : [];
  });
  const nowMs = deps.clock.now();
  return toSessionView(
    row,
    deps.exams.get(row.exam_type_id),
    {
      questionIds: ids,
      questions,
      answers,
      flagged,
      bookmarked: bookmarks.map((b) => b.question_id),
      feedback,
      marks,
      simulation: simulationView(row, nowMs),
    },
    nowMs,
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

/** Saves one answer as the student goes. Tutor mode answers once and gets the key back. */
export async function answerQuestion(
  deps: PracticeDeps,
  user: AccessUser,
  input: { sessionId: string; questionId: number; answer: string | null },
) {
  const { row, current } = await openItem(deps, user, input.sessionId, input.questionId);
  let feedback: TutorFeedback | null = null;
  if (isAnswerLocked(row.mode as TestMode, current.chosen !== null)) {
    throw new AppError('CONFLICT', PRACTICE_MESSAGES.tutorAnswered);
  }
  if (row.mode === 'tutor' && input.answer === null) {
    throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.tutorAnswerRequired);
  }
  const answer = await normalizeResponse1(
    deps.db,
    input.questionId,
    input.answer,
    current.position + 1,
  );
  const nowMs = deps.clock.now();
  if (row.mode === 'tutor' && answer !== null) {
    // Conditional: of two answers sent at once, only the first is kept (the key is shown).
    if (!(await saveFirstAnswer(deps.db, row.id, input.questionId, answer, isoAt(nowMs)))) {
      throw new AppError('CONFLICT', PRACTICE_MESSAGES.tutorAnswered);
    }
  } else {
    await saveAnswer(deps.db, row.id, input.questionId, answer, isoAt(nowMs));
  }
  if (row.mode === 'tutor' && answer !== null) {
    const [question] = await servedQuestions(deps.db, [input.questionId]);
    if (question) feedback = feedbackOf(question as QuestionRow, answer);
  }
  return { saved: true, remainingSeconds: remainingSeconds(row.deadline_at, nowMs), feedback };
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
  const row = await settledSession(deps, await ownedSession(deps, user, input.sessionId));
  if (row.submitted_at !== null) return sessionResult(deps, user, row);
  // The test's questions, read once: to read the answers sent and to show the result. The
  // saved answers are read where they are graded, inside the grading transaction.
  const ids = parseIds(row.question_ids);
  const inTest = new Set(ids);
  const questionRows = await servedQuestions(deps.db, ids);
  const sent: [number, string][] = [];
  for (const [key, letter] of Object.entries(input.answers ?? {})) {
    const questionId = Number(key);
    if (!inTest.has(questionId)) {
      throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.questionNotInSession);
    }
    sent.push([questionId, letter]);
  }
  // A simulation takes the submit's answers only for the items still open; an answer sent
  // for a closed section (or an item left behind) must be the one saved there.
  const sectioned = sectionedOrNull(row);
  const open = sectioned ? await openAnswers(deps, sectioned, ids, sent) : sent;
  const questions = new Map(questionRows.map((q) => [q.id, q as QuestionRow]));
  // Sent once the clock reached 0 (the page submits then by itself; the grace period lets it
  // arrive): time ran out, and the result says so.
  const outOfTime =
    row.deadline_at !== null && deps.clock.now() >= new Date(row.deadline_at).getTime();
  // An answer that does not suit its question is saved as given and graded wrong; the result
  // names it (invalidAnswers): one such answer never loses the others.
  const graded = await finalizeGraded(
    deps,
    row,
    outOfTime ? 'timer' : 'student',
    readSubmittedAnswers(questions, open),
    questions,
  );
  return sessionResult(
    deps,
    user,
    graded.row,
    graded.answers ? { questions: questionRows, answers: graded.answers } : undefined,
  );
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
