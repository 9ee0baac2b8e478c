import { PRACTICE_MESSAGES, scorePercent } from '@app/domain';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { saveAnswers } from './answers-repo';
import {
  findSession,
  gradeSessionAnswers,
  lockOpenSession,
  markSubmitted,
  recordResults,
  reviewCardsOf,
  type SessionRow,
  sessionAnswerRows,
} from './repo';
import { gradeNumericAnswers } from './responses';
import { reviewCard } from './review-schedule';
import type { PracticeDeps } from './session-guard';

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
  const nowMs = deps.clock.now();
  const startedMs = new Date(row.started_at).getTime();
  const elapsed = Math.max(0, Math.round((nowMs - startedMs) / 1000));
  const timeSpent =
    row.duration_seconds === null ? elapsed : Math.min(elapsed, row.duration_seconds);
  const submittedAt = by === 'timer' && row.deadline_at ? row.deadline_at : isoAt(nowMs);
  await deps.db.transaction().execute(async (trx) => {
    // Another finalizer got here first: its result stands, these answers come too late.
    if (!(await lockOpenSession(trx, row.id))) return;
    if (lastAnswers.length) await saveAnswers(trx, row.id, lastAnswers, isoAt(nowMs));
    await gradeSessionAnswers(trx, row.id);
    await gradeNumericAnswers(trx, row.id);
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
