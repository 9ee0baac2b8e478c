import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import {
  ADMIN_QUESTION_COLUMNS,
  type AdminQuestionRow,
  findQuestion,
  wasServed,
} from './admin-repo';

/** The fields of a question an edit may change (its type's fields keep their value if absent). */
export type QuestionContent = Partial<
  Pick<AdminQuestionRow, 'item_type' | 'option_f' | 'unit' | 'tolerance' | 'topic' | 'subarea'>
> &
  Pick<
    AdminQuestionRow,
    | 'exam_type_id'
    | 'category'
    | 'question_text'
    | 'option_a'
    | 'option_b'
    | 'option_c'
    | 'option_d'
    | 'option_e'
    | 'passage'
    | 'correct_answer'
    | 'explanation'
    | 'difficulty'
  >;

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
    await trx
      .updateTable('questions')
      .set({ ...content, updated_at: nowIso })
      .where('id', '=', id)
      .execute();
    const after = (await findQuestion(trx, id)) as AdminQuestionRow;
    return { before, after, copied: false };
  }
  // The seed key is unique: free it before the new version takes it.
  await trx
    .updateTable('questions')
    .set({ seed_key: null, is_active: 0, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
  const inserted = await trx
    .insertInto('questions')
    .values({
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const newId = Number(inserted.id);
  await trx.updateTable('questions').set({ replaced_by_id: newId }).where('id', '=', id).execute();
  // What looks forward moves to the new version; what looks back stays with the old one.
  await trx
    .updateTable('bookmarks')
    .set({ question_id: newId })
    .where('question_id', '=', id)
    .execute();
  await trx
    .updateTable('review_cards')
    .set({ question_id: newId })
    .where('question_id', '=', id)
    .execute();
  await trx
    .updateTable('question_history')
    .set({ question_id: newId })
    .where('question_id', '=', id)
    .execute();
  const after = (await trx
    .selectFrom('questions')
    .select(ADMIN_QUESTION_COLUMNS)
    .where('id', '=', newId)
    .executeTakeFirstOrThrow()) as AdminQuestionRow;
  return { before, after, copied: true };
}
