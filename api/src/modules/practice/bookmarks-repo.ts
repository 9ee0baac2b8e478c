import { sql } from 'kysely';
import type { Executor } from './repo';

export type BookmarkListRow = {
  id: number;
  exam_type_id: number;
  category: string;
  question_text: string;
  created_at: string;
};

/** The question's exam, when this student was served it in one of their tests. */
/** The exam of any question (administrators may bookmark every question: they see them all). */
export async function questionExam(db: Executor, questionId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('questions')
    .select('exam_type_id')
    .where('id', '=', questionId)
    .executeTakeFirst();
  return row?.exam_type_id;
}

export async function servedQuestionExam(
  db: Executor,
  userId: string,
  questionId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('questions as q')
    .select('q.exam_type_id')
    .where('q.id', '=', questionId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('test_answers as ta')
          .select(sql.lit(1).as('one'))
          .where('ta.user_id', '=', userId)
          .whereRef('ta.exam_type_id', '=', 'q.exam_type_id')
          .where('ta.question_id', '=', questionId),
      ),
    )
    .executeTakeFirst();
  return row?.exam_type_id;
}

/**
 * Adds a bookmark unless the student already keeps `max`: one statement, so a bookmark is
 * either written whole or not at all. 'kept' when it was there already.
 */
export async function addBookmarkUnderCap(
  db: Executor,
  row: { userId: string; questionId: number; examTypeId: number; createdAt: string },
  max: number,
): Promise<'added' | 'kept' | 'full'> {
  const result = await db
    .insertInto('bookmarks')
    .columns(['user_id', 'question_id', 'exam_type_id', 'created_at'])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(row.userId).as('user_id'),
          eb.val(row.questionId).as('question_id'),
          eb.val(row.examTypeId).as('exam_type_id'),
          eb.val(row.createdAt).as('created_at'),
        ])
        .where(
          db
            .selectFrom('bookmarks')
            .select((b) => b.fn.countAll().as('n'))
            .where('user_id', '=', row.userId),
          '<',
          max,
        ),
    )
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return 'added';
  const kept = await db
    .selectFrom('bookmarks')
    .select('question_id')
    .where('user_id', '=', row.userId)
    .where('question_id', '=', row.questionId)
    .executeTakeFirst();
  return kept ? 'kept' : 'full';
}

export async function removeBookmark(db: Executor, userId: string, questionId: number) {
  await db
    .deleteFrom('bookmarks')
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .execute();
}

/** A student's bookmarks of questions they were served, newest first, at most `limit`. */
export function bookmarkList(
  db: Executor,
  userId: string,
  examTypeId: number | undefined,
  limit: number,
  /** Administrators see every question anyway: their bookmarks are not limited to served ones. */
  anyQuestion = false,
): Promise<BookmarkListRow[]> {
  let query = db
    .selectFrom('bookmarks as b')
    .innerJoin('questions as q', 'q.id', 'b.question_id')
    .select(['q.id', 'q.exam_type_id', 'q.category', 'q.question_text', 'b.created_at'])
    .where('b.user_id', '=', userId);
  if (!anyQuestion) {
    query = query // Served to this student: in one of their tests, in their history (which follows a
      // question to its new version when an edit copies it, decision 0011), or as the version
      // this one replaced.
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('test_answers as ta')
              .select(sql.lit(1).as('one'))
              .whereRef('ta.user_id', '=', 'b.user_id')
              .whereRef('ta.exam_type_id', '=', 'b.exam_type_id')
              .whereRef('ta.question_id', '=', 'b.question_id'),
          ),
          eb.exists(
            eb
              .selectFrom('question_history as h')
              .select(sql.lit(1).as('one'))
              .whereRef('h.user_id', '=', 'b.user_id')
              .whereRef('h.exam_type_id', '=', 'b.exam_type_id')
              .whereRef('h.question_id', '=', 'b.question_id'),
          ),
          eb.exists(
            eb
              .selectFrom('test_answers as tp')
              .select(sql.lit(1).as('one'))
              .whereRef('tp.user_id', '=', 'b.user_id')
              .whereRef('tp.exam_type_id', '=', 'b.exam_type_id')
              .whereRef('tp.question_id', '=', 'q.replaces_id'),
          ),
        ]),
      );
  }
  if (examTypeId !== undefined) query = query.where('b.exam_type_id', '=', examTypeId);
  return query.orderBy('b.created_at', 'desc').limit(limit).execute();
}

/** Active bookmarked questions of an exam, newest first (a bookmarks test). */
export async function activeBookmarkedIds(
  db: Executor,
  userId: string,
  examTypeId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('bookmarks as b')
    .innerJoin('questions as q', 'q.id', 'b.question_id')
    .select('q.id')
    .where('b.user_id', '=', userId)
    .where('b.exam_type_id', '=', examTypeId)
    .where('q.is_active', '=', 1)
    .orderBy('b.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
