import { ITEM_EVIDENCE_MODES } from '@app/domain';
import { MarkMovedError } from '../admin/item-stats';
import { jobMark, moveJobMark } from '../admin/item-stats-repo';
import type { CalibrationDeps } from './calibration-deps';
import { markDirty, sessionsToDiscover, studentMarks } from './calibration-repo';
import { CURSOR_JOB, formatCursor, parseCursor } from './calibration-state';

/** A test's place in submission order, as stored in a student's `counted_through`. */
export const positionOf = (submittedAt: string, sessionId: string) => `${submittedAt}|${sessionId}`;

/**
 * Reads up to `limit` tests submitted since the cursor and marks their students (per exam) as
 * having tests to count — unless the student was already counted past that test (their last
 * count read every test submitted by then). Moves the cursor in the same transaction, on the
 * condition that no other run moved it first. Returns how many tests it read.
 */
export async function discoverTests(
  deps: CalibrationDeps,
  options: { until: string; limit: number; stamp: string },
): Promise<number> {
  const mark = await jobMark(deps.db, CURSOR_JOB);
  const cursor = parseCursor(mark);
  const sessions = await sessionsToDiscover(deps.db, {
    until: options.until,
    afterAt: cursor.afterAt,
    afterId: cursor.afterId,
    modes: ITEM_EVIDENCE_MODES,
    limit: options.limit,
  });
  if (sessions.length === 0) return 0;
  // Each student's latest test in this chunk, exam by exam.
  const latest = new Map<number, Map<string, string>>();
  for (const s of sessions) {
    let students = latest.get(s.exam_type_id);
    if (!students) {
      students = new Map();
      latest.set(s.exam_type_id, students);
    }
    students.set(s.user_id, positionOf(s.submitted_at, s.id));
  }
  const toCount: { user_id: string; exam_type_id: number }[] = [];
  for (const [examTypeId, students] of latest) {
    const counted = new Map(
      (await studentMarks(deps.db, examTypeId, [...students.keys()])).map((r) => [
        r.user_id,
        r.counted_through,
      ]),
    );
    for (const [userId, position] of students) {
      if ((counted.get(userId) ?? '') < position) {
        toCount.push({ user_id: userId, exam_type_id: examTypeId });
      }
    }
  }
  const last = sessions[sessions.length - 1] as (typeof sessions)[number];
  const next = formatCursor({
    version: cursor.version + 1,
    afterAt: last.submitted_at,
    afterId: last.id,
  });
  await deps.db.transaction().execute(async (trx) => {
    if (!(await moveJobMark(trx, CURSOR_JOB, mark, next, options.stamp))) {
      throw new MarkMovedError();
    }
    await markDirty(trx, toCount, options.stamp);
  });
  return sessions.length;
}
