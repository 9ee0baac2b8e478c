import {
  isAnswerLocked,
  isResponseCorrect,
  PRACTICE_MESSAGES,
  scorePercent,
  type TestMode,
} from '@app/domain';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { type GradedWrite, saveGradedAnswers } from './answers-repo';
import { recordResults } from './history-repo';
import {
  type Executor,
  findSession,
  lockOpenSession,
  markSubmitted,
  questionsByIds,
  type SessionRow,
  sessionAnswerRows,
} from './repo';
import { reviewCardsOf, saveReviewCards } from './review-cards-repo';
import { reviewCard } from './review-schedule';
import { unscoredIdsOf } from './sections';
import type { PracticeDeps } from './session-guard';
import { gradableOf, parseIds, type QuestionRow } from './views';

/**
 * Grades and closes a session, once: the first caller wins, anyone later (a double click,
 * the timer sweep) finds it submitted and reads the same result. Time spent is server time,
 * never more than the session's duration. Missed questions enter the review schedule.
 */
export async function finalize(
  deps: PracticeDeps,
  row: SessionRow,
  by: 'student' | 'timer',
  /** Answers sent with the submit: saved in the same transaction as the grading. */
  lastAnswers: readonly (readonly [number, string])[] = [],
): Promise<SessionRow> {
  return (await finalizeGraded(deps, row, by, lastAnswers)).row;
}

export type GradedAnswer = Awaited<ReturnType<typeof sessionAnswerRows>>[number];

/**
 * finalize, also returning the graded answers when this call did the grading (the submit
 * shows them at once); null when another finalizer had already submitted the session.
 */
export async function finalizeGraded(
  deps: PracticeDeps,
  row: SessionRow,
  by: 'student' | 'timer',
  lastAnswers: readonly (readonly [number, string])[] = [],
  /** The test's questions, when the caller has read them already (a submit); else read here. */
  questions?: ReadonlyMap<number, QuestionRow>,
): Promise<{ row: SessionRow; answers: GradedAnswer[] | null }> {
  const nowMs = deps.clock.now();
  const startedMs = new Date(row.started_at).getTime();
  const elapsed = Math.max(0, Math.round((nowMs - startedMs) / 1000));
  const timeSpent =
    row.duration_seconds === null ? elapsed : Math.min(elapsed, row.duration_seconds);
  const submittedAt = by === 'timer' && row.deadline_at ? row.deadline_at : isoAt(nowMs);
  let graded: { row: SessionRow; answers: GradedAnswer[] } | null = null;
  await deps.db.transaction().execute(async (trx) => {
    // Another finalizer got here first: its result stands, these answers come too late.
    if (!(await lockOpenSession(trx, row.id))) return;
    const keys =
      questions ??
      new Map(
        (await questionsByIds(trx, parseIds(row.question_ids))).map((q) => [
          q.id,
          q as QuestionRow,
        ]),
      );
    const answers = await gradeAnswers(trx, row, lastAnswers, keys, isoAt(nowMs));
    const answered = answers.filter((a) => a.chosen !== null);
    // A simulation's unscored (pretest) items are graded for review but count in no score.
    const unscored = unscoredIdsOf(row);
    const correct = answered.filter(
      (a) => a.is_correct === 1 && !unscored.has(a.question_id),
    ).length;
    const submitted = {
      submitted_at: submittedAt,
      submitted_by: by,
      score: scorePercent(correct, row.total - unscored.size),
      correct_count: correct,
      answered_count: answered.length,
      time_spent: timeSpent,
    };
    if (!(await markSubmitted(trx, row.id, submitted))) return;
    graded = { row: { ...row, ...submitted }, answers };
    await recordResults(
      trx,
      row,
      answers.map((a) => ({
        questionId: a.question_id,
        result: a.chosen === null ? 'unanswered' : a.is_correct === 1 ? 'right' : 'wrong',
      })),
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
      return [{ questionId: a.question_id, dueAt: next.dueAt, card: next.card }];
    });
    await saveReviewCards(trx, row.user_id, row.exam_type_id, updates, isoAt(nowMs));
  });
  // The transaction committed: what it wrote is the session's row (no need to read it back).
  if (graded) return graded;
  const done = await findSession(deps.db, row.id);
  if (!done) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.sessionNotFound);
  return { row: done, answers: null };
}

/**
 * The session's answers (read inside the grading transaction, so an answer saved a moment
 * before counts), the submit's last answers over them, each marked against its question by
 * the same rule as everywhere (isResponseCorrect), written back in one statement.
 */
async function gradeAnswers(
  trx: Executor,
  session: SessionRow,
  lastAnswers: readonly (readonly [number, string])[],
  questions: ReadonlyMap<number, QuestionRow>,
  at: string,
): Promise<GradedAnswer[]> {
  const incoming = new Map(lastAnswers);
  const writes: GradedWrite[] = [];
  const graded = (await sessionAnswerRows(trx, session.id)).map((a) => {
    // A tutor answer checked meanwhile (its key shown) stays as it is; a response the same
    // as the saved one changes nothing (nor the time it was given).
    const locked = isAnswerLocked(session.mode as TestMode, a.chosen !== null);
    const sent = locked ? undefined : incoming.get(a.question_id);
    const newResponse = sent === a.chosen ? undefined : sent;
    const chosen = newResponse ?? a.chosen;
    const question = questions.get(a.question_id);
    const isCorrect: 0 | 1 =
      chosen !== null && question && isResponseCorrect(gradableOf(question), chosen) ? 1 : 0;
    writes.push({ questionId: a.question_id, isCorrect, ...(newResponse ? { newResponse } : {}) });
    return { ...a, chosen, is_correct: isCorrect };
  });
  await saveGradedAnswers(trx, session.id, writes, at);
  return graded;
}
