import { BOOKMARKS_MAX_PER_STUDENT, PRACTICE_MESSAGES } from '@app/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { enforceLimit } from '../../lib/rate-limit';
import type { AccessUser } from '../subscriptions/service';
import { hasPremiumAccess } from '../subscriptions/service';
import {
  addBookmarkUnderCap,
  bookmarkList,
  questionExam,
  removeBookmark,
  servedQuestionExam,
} from './bookmarks-repo';

/**
 * Bookmarks a question for later (or removes the bookmark); idempotent either way. Only a
 * question this student was served in a test: any other id answers 404, whether it exists or
 * not. Every write counts towards the student's rate limit; at most BOOKMARKS_MAX_PER_STUDENT.
 */
export async function setBookmark(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: AccessUser,
  input: { questionId: number; bookmarked: boolean },
  resHeaders?: Headers,
) {
  const now = deps.clock.now();
  await enforceLimit(
    deps.db,
    'bookmarkWritesPerUser',
    user.id,
    'bookmark changes',
    now,
    resHeaders,
  );
  if (!input.bookmarked) {
    await removeBookmark(deps.db, user.id, input.questionId);
    return { bookmarked: false };
  }
  // A student only a question they were served; an administrator (who sees every question in
  // the admin panel) any question.
  // A premium student of the question's exam may bookmark any of its questions too: premium
  // gives full question access, so nothing is revealed that they could not practise.
  let examTypeId = user.isAdmin
    ? await questionExam(deps.db, input.questionId)
    : await servedQuestionExam(deps.db, user.id, input.questionId);
  if (examTypeId === undefined && !user.isAdmin) {
    const exam = await questionExam(deps.db, input.questionId);
    if (exam !== undefined && (await hasPremiumAccess(deps.db, user, exam, now))) examTypeId = exam;
  }
  if (examTypeId === undefined) {
    throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.bookmarkNotServed);
  }
  const outcome = await addBookmarkUnderCap(
    deps.db,
    { userId: user.id, questionId: input.questionId, examTypeId, createdAt: isoAt(now) },
    BOOKMARKS_MAX_PER_STUDENT,
  );
  if (outcome === 'full') {
    throw new AppError('CONFLICT', PRACTICE_MESSAGES.bookmarkLimitReached, {
      appCode: 'BOOKMARK_LIMIT_REACHED',
    });
  }
  return { bookmarked: true };
}

/**
 * Bookmarked questions of a user, newest first, with the stem to recognise them: all of them
 * (at most BOOKMARKS_MAX_PER_STUDENT), and only questions the student was served.
 */
export async function listBookmarks(
  deps: Pick<AppDeps, 'db'>,
  user: AccessUser,
  examTypeId?: number,
) {
  const served = await bookmarkList(
    deps.db,
    user.id,
    examTypeId,
    BOOKMARKS_MAX_PER_STUDENT,
    user.isAdmin,
  );
  // Bookmarks of questions not served are shown only in exams the student has premium for.
  const all = user.isAdmin
    ? served
    : await bookmarkList(deps.db, user.id, examTypeId, BOOKMARKS_MAX_PER_STUDENT, true);
  const servedIds = new Set(served.map((r) => r.id));
  const premium = new Map<number, boolean>();
  const rows = [];
  for (const r of all) {
    if (!premium.has(r.exam_type_id)) {
      premium.set(
        r.exam_type_id,
        await hasPremiumAccess(deps.db, user, r.exam_type_id, Date.now()),
      );
    }
    if (servedIds.has(r.id) || premium.get(r.exam_type_id)) rows.push(r);
  }
  return rows.map((r) => ({
    questionId: r.id,
    examTypeId: r.exam_type_id,
    category: r.category,
    questionText: r.question_text,
    bookmarkedAt: r.created_at,
  }));
}
