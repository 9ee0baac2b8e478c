import { PRACTICE_MESSAGES } from '@app/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import type { AccessUser } from '../subscriptions/service';

/** Bookmarks a question for later (or removes the bookmark); idempotent either way. */
export async function setBookmark(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: AccessUser,
  input: { questionId: number; bookmarked: boolean },
) {
  if (!input.bookmarked) {
    await deps.db
      .deleteFrom('bookmarks')
      .where('user_id', '=', user.id)
      .where('question_id', '=', input.questionId)
      .execute();
    return { bookmarked: false };
  }
  const question = await deps.db
    .selectFrom('questions')
    .select(['id', 'exam_type_id'])
    .where('id', '=', input.questionId)
    .executeTakeFirst();
  if (!question) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.questionNotFound);
  await deps.db
    .insertInto('bookmarks')
    .values({
      user_id: user.id,
      question_id: question.id,
      exam_type_id: question.exam_type_id,
      created_at: isoAt(deps.clock.now()),
    })
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
    .execute();
  return { bookmarked: true };
}

/** Bookmarked questions of a user, newest first, with the stem to recognise them. */
export async function listBookmarks(
  deps: Pick<AppDeps, 'db'>,
  user: AccessUser,
  examTypeId?: number,
) {
  let query = deps.db
    .selectFrom('bookmarks as b')
    .innerJoin('questions as q', 'q.id', 'b.question_id')
    .select(['q.id', 'q.exam_type_id', 'q.category', 'q.question_text', 'b.created_at'])
    .where('b.user_id', '=', user.id);
  if (examTypeId !== undefined) query = query.where('b.exam_type_id', '=', examTypeId);
  const rows = await query.orderBy('b.created_at', 'desc').limit(200).execute();
  return rows.map((r) => ({
    questionId: r.id,
    examTypeId: r.exam_type_id,
    category: r.category,
    questionText: r.question_text,
    bookmarkedAt: r.created_at,
  }));
}
