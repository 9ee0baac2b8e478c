import type { Accommodations, SessionView } from '@app/domain';
import type { AccessUser } from '../subscriptions/service';
import { openSettled } from './open-item';
import { accommodationsOf, saveAccommodations, sessionAnswerRow, sessionAnswerRows } from './repo';
import {
  advanceFrom,
  closeOpenSection,
  endOpenBreak,
  requireSectioned,
  startOpenSection,
} from './sections';
import { sessionView } from './service';
import type { PracticeDeps } from './session-guard';
import { parseIds } from './views';

/** Closes the open section of a simulation (it locks); the next section or its break starts. */
export async function closeSection(
  deps: PracticeDeps,
  user: AccessUser,
  input: { sessionId: string; sectionIndex: number },
): Promise<SessionView> {
  const row = await openSettled(deps, user, input.sessionId);
  const current = requireSectioned(row);
  const answered = new Set(
    (await sessionAnswerRows(deps.db, row.id))
      .filter((a) => a.chosen !== null)
      .map((a) => a.question_id),
  );
  const next = await closeOpenSection(
    deps,
    current,
    input.sectionIndex,
    answered,
    parseIds(row.question_ids),
  );
  return sessionView(deps, user, next);
}

/** Starts the open section: its clock runs from now (the intro was not on it). */
export async function startSection(
  deps: PracticeDeps,
  user: AccessUser,
  input: { sessionId: string; sectionIndex: number },
): Promise<SessionView> {
  const row = await openSettled(deps, user, input.sessionId);
  const current = requireSectioned(row);
  return sessionView(deps, user, await startOpenSection(deps, current, input.sectionIndex));
}

/** Ends a break early: the next section opens on its intro. */
export async function endBreak(
  deps: PracticeDeps,
  user: AccessUser,
  input: { sessionId: string },
): Promise<SessionView> {
  const row = await openSettled(deps, user, input.sessionId);
  return sessionView(deps, user, await endOpenBreak(deps, requireSectioned(row)));
}

/** Moves on from the item on screen where the exam shows one item at a time. */
export async function advance(
  deps: PracticeDeps,
  user: AccessUser,
  input: { sessionId: string; questionId: number },
): Promise<SessionView> {
  const row = await openSettled(deps, user, input.sessionId);
  const current = requireSectioned(row);
  const item = await sessionAnswerRow(deps.db, row.id, input.questionId);
  const next = await advanceFrom(
    deps,
    current,
    item?.position ?? -1,
    item !== undefined && item.chosen !== null,
  );
  return sessionView(deps, user, next);
}

export function getAccommodations(deps: PracticeDeps, user: AccessUser): Promise<Accommodations> {
  return accommodationsOf(deps.db, user.id) as Promise<Accommodations>;
}

/** Sets the student's extended time and extra breaks: every test started from now on uses them. */
export async function setAccommodations(
  deps: PracticeDeps,
  user: AccessUser,
  input: Accommodations,
): Promise<Accommodations> {
  await saveAccommodations(deps.db, user.id, input);
  return input;
}
