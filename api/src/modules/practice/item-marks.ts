import type { ItemMarks } from '@app/domain';
import type { AccessUser } from '../subscriptions/service';
import { openItem } from './open-item';
import { saveFlag, saveMarks } from './repo';
import type { PracticeDeps } from './session-guard';

/** Keeps the student's tool marks on an item (struck options, highlights) with the test. */
export async function markQuestion(
  deps: PracticeDeps,
  user: AccessUser,
  input: { sessionId: string; questionId: number; marks: ItemMarks },
) {
  const { row } = await openItem(deps, user, input.sessionId, input.questionId);
  const empty = input.marks.struck.length === 0 && input.marks.highlights.length === 0;
  await saveMarks(deps.db, row.id, input.questionId, empty ? null : JSON.stringify(input.marks));
  return { marks: input.marks };
}

/** Flags an item for review (or takes the flag off). */
export async function flagQuestion(
  deps: PracticeDeps,
  user: AccessUser,
  input: { sessionId: string; questionId: number; flagged: boolean },
) {
  const { row } = await openItem(deps, user, input.sessionId, input.questionId);
  await saveFlag(deps.db, row.id, input.questionId, input.flagged);
  return { flagged: input.flagged };
}
