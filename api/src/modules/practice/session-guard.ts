import { type ExamType, PRACTICE_MESSAGES, TIMER_GRACE_MS } from '@app/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { AccessUser } from '../subscriptions/service';
import { finalize } from './finalize';
import { findSession, type SessionRow } from './repo';

/** What the practice services use of the app's dependencies. */
export type PracticeDeps = Pick<AppDeps, 'db' | 'clock' | 'exams' | 'questionPool'>;

export function requireExam(deps: PracticeDeps, examTypeId: number): ExamType {
  const exam = deps.exams.get(examTypeId);
  if (!exam) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.examNotFound);
  return exam;
}

/** An open session whose time (and the grace for answers in flight) has run out. */
export function isOverdue(row: SessionRow, nowMs: number): boolean {
  return (
    row.submitted_at === null &&
    row.deadline_at !== null &&
    nowMs > new Date(row.deadline_at).getTime() + TIMER_GRACE_MS
  );
}

async function findOwned(deps: PracticeDeps, user: AccessUser, sessionId: string) {
  const row = await findSession(deps.db, sessionId);
  // Another student's session does not exist as far as this one can tell.
  if (!row || row.user_id !== user.id) {
    throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.sessionNotFound);
  }
  return row;
}

/** The session, if it belongs to the user; expired ones are submitted first (by the timer). */
export async function ownedSession(deps: PracticeDeps, user: AccessUser, sessionId: string) {
  const row = await findOwned(deps, user, sessionId);
  return isOverdue(row, deps.clock.now()) ? finalize(deps, row, 'timer') : row;
}

/** The session, if it can still take answers: 409 once submitted or out of time. */
export async function openForWriting(deps: PracticeDeps, user: AccessUser, sessionId: string) {
  const row = await findOwned(deps, user, sessionId);
  if (row.submitted_at !== null)
    throw new AppError('CONFLICT', PRACTICE_MESSAGES.alreadySubmitted, {
      appCode: 'SESSION_SUBMITTED',
    });
  if (isOverdue(row, deps.clock.now())) {
    await finalize(deps, row, 'timer');
    throw new AppError('CONFLICT', PRACTICE_MESSAGES.timeUp, { appCode: 'SESSION_EXPIRED' });
  }
  return row;
}
