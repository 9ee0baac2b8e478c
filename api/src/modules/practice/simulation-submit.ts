import { sessionAnswerRows } from './repo';
import { assertItemOpen, type sectionedOrNull } from './sections';
import type { PracticeDeps } from './session-guard';

/**
 * The submit's answers a simulation may take now: those for the open section's items (where the
 * exam goes forward only, the item on screen). An answer sent for any other item is refused
 * with the rule it breaks unless it is the one already saved there (a client sending back
 * every answer it holds).
 */
export async function openAnswers(
  deps: PracticeDeps,
  sectioned: NonNullable<ReturnType<typeof sectionedOrNull>>,
  ids: readonly number[],
  sent: readonly [number, string][],
): Promise<[number, string][]> {
  const positions = new Map(ids.map((id, i) => [id, i]));
  const saved = new Map(
    (await sessionAnswerRows(deps.db, sectioned.row.id)).map((a) => [a.question_id, a.chosen]),
  );
  const open: [number, string][] = [];
  for (const [questionId, answer] of sent) {
    try {
      assertItemOpen(sectioned, positions.get(questionId) ?? -1);
      open.push([questionId, answer]);
    } catch (error) {
      if (saved.get(questionId) !== answer) throw error;
    }
  }
  return open;
}
