import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type AdminQuestionRow, findQuestion, insertQuestion, wasServed } from './admin-repo';
import {
  moveForwardLinks,
  type QuestionContent,
  questionVersion,
  retireReplacedVersion,
  setReplacedBy,
  updateQuestionContent,
} from './versions-repo';

export type { QuestionContent } from './versions-repo';

/**
 * Changes a question without rewriting what any student was shown (decision 0011): a question
 * nobody has been served is updated in place; a served one is copied on write. The old row is
 * retired and points at the new one, which takes over its seed key, bookmarks, review cards
 * and history; past sessions keep the old row, so their reviews show the text, options and
 * key the student answered. Returns the current row after the change.
 */
export async function reviseQuestion(
  trx: Transaction<Database>,
  id: number,
  content: QuestionContent,
  nowIso: string,
): Promise<{ before: AdminQuestionRow; after: AdminQuestionRow; copied: boolean }> {
  const before = await findQuestion(trx, id);
  if (!before) throw new Error(`question ${id} not found`);
  if (!(await wasServed(trx, id))) {
    await updateQuestionContent(trx, id, content, nowIso);
    const after = (await findQuestion(trx, id)) as AdminQuestionRow;
    return { before, after, copied: false };
  }
  // The seed key is unique: free it before the new version takes it.
  await retireReplacedVersion(trx, id, nowIso);
  const newId = await insertQuestion(trx, {
    // The type's own fields carry over unless the change sets them.
    item_type: before.item_type,
    option_f: before.option_f,
    unit: before.unit,
    tolerance: before.tolerance,
    topic: before.topic,
    subarea: before.subarea,
    ...content,
    is_active: before.is_active,
    seed_key: before.seed_key,
    created_by: null,
    replaces_id: id,
    created_at: before.created_at,
    updated_at: nowIso,
  });
  await setReplacedBy(trx, id, newId);
  // What looks forward moves to the new version; what looks back stays with the old one.
  await moveForwardLinks(trx, id, newId);
  const after = await questionVersion(trx, newId);
  return { before, after, copied: true };
}
