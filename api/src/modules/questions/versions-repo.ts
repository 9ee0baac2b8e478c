import { ADMIN_QUESTION_COLUMNS, type AdminQuestionRow, type Executor } from './admin-repo';

/*
 * The writes of a question's change (decision 0011, revise.ts): in place while nobody was
 * served it, else a new version that replaces the old row.
 */

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

export async function updateQuestionContent(
  db: Executor,
  id: number,
  content: QuestionContent,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('questions')
    .set({ ...content, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}

/** Retires a question that a new version replaces, freeing its (unique) seed key. */
export async function retireReplacedVersion(db: Executor, id: number, nowIso: string) {
  await db
    .updateTable('questions')
    .set({ seed_key: null, is_active: 0, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}

export async function setReplacedBy(db: Executor, id: number, newId: number) {
  await db.updateTable('questions').set({ replaced_by_id: newId }).where('id', '=', id).execute();
}

/** Moves what looks forward (bookmarks, review cards, history) to the new version. */
export async function moveForwardLinks(db: Executor, id: number, newId: number) {
  await db
    .updateTable('bookmarks')
    .set({ question_id: newId })
    .where('question_id', '=', id)
    .execute();
  await db
    .updateTable('review_cards')
    .set({ question_id: newId })
    .where('question_id', '=', id)
    .execute();
  await db
    .updateTable('question_history')
    .set({ question_id: newId })
    .where('question_id', '=', id)
    .execute();
}

export async function questionVersion(db: Executor, id: number): Promise<AdminQuestionRow> {
  return (await db
    .selectFrom('questions')
    .select(ADMIN_QUESTION_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as AdminQuestionRow;
}
