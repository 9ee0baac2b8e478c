import { PRACTICE_MESSAGES } from '@app/domain';
import { AppError } from '../../errors';
import type { AccessUser } from '../subscriptions/service';
import { sessionAnswerRow } from './repo';
import { assertItemOpen, sectionedOrNull, settledSession } from './sections';
import { openForWriting, type PracticeDeps } from './session-guard';

/**
 * A session that can take a change now: open, in time, and (a simulation) with its clocks
 * brought up to now; a 409 when the last section's time ran out meanwhile.
 */
export async function openSettled(deps: PracticeDeps, user: AccessUser, sessionId: string) {
  const row = await settledSession(deps, await openForWriting(deps, user, sessionId));
  if (row.submitted_at !== null) {
    throw new AppError('CONFLICT', PRACTICE_MESSAGES.timeUp, { appCode: 'SESSION_EXPIRED' });
  }
  return row;
}

/**
 * One item of a session that can take a change now (an answer, a flag, tool marks): the
 * session open and in time, the item in it and, in a simulation, in the open section.
 */
export async function openItem(
  deps: PracticeDeps,
  user: AccessUser,
  sessionId: string,
  questionId: number,
) {
  const row = await openSettled(deps, user, sessionId);
  const current = await sessionAnswerRow(deps.db, row.id, questionId);
  if (!current) throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.questionNotInSession);
  const sectioned = sectionedOrNull(row);
  if (sectioned) assertItemOpen(sectioned, current.position);
  return { row, current };
}
