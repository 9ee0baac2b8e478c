import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

/** A window of submitted tests in submission order: after the (submitted_at, id) mark. */
export type EvidenceWindow = {
  until: string;
  afterAt: string;
  afterId: string;
  modes: readonly string[];
  limit: number;
};

/**
 * The tests that are evidence about items, in submission order (the item statistics job,
 * decision 0011, and the item calibration, decision 0038): submitted by `until`, after the
 * (submitted_at, id) mark, in the counted modes, by students (not demo accounts). The caller
 * narrows further and runs it. The row-value compare reads alike on SQLite and PostgreSQL.
 */
export function evidenceSessions(db: Db, window: EvidenceWindow) {
  return db
    .selectFrom('test_sessions')
    .innerJoin('users', 'users.id', 'test_sessions.user_id')
    .select([
      'test_sessions.id',
      'test_sessions.user_id',
      'test_sessions.exam_type_id',
      'test_sessions.submitted_at',
      'test_sessions.correct_count',
      'test_sessions.total',
    ])
    .where('test_sessions.submitted_at', 'is not', null)
    .where('test_sessions.submitted_at', '<=', window.until)
    .where(
      sql<boolean>`(test_sessions.submitted_at, test_sessions.id) > (${window.afterAt}, ${window.afterId})`,
    )
    .where('test_sessions.mode', 'in', window.modes)
    .where('users.is_demo', '=', 0)
    .orderBy('test_sessions.submitted_at')
    .orderBy('test_sessions.id')
    .limit(window.limit);
}
