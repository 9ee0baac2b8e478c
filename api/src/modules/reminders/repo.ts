import type { Db } from '../../db/kysely';
import type { StudyRemindersTable } from '../../db/schema/reminders-and-scores';

export function reminderOf(db: Db, userId: string) {
  return db
    .selectFrom('study_reminders')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveReminder(db: Db, row: StudyRemindersTable): Promise<void> {
  await db
    .insertInto('study_reminders')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        enabled: row.enabled,
        days: row.days,
        time_zone: row.time_zone,
        next_send_at: row.next_send_at,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Turns a student's reminders off; whether they were on. */
export async function turnOff(db: Db, userId: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('study_reminders')
    .set({ enabled: 0, next_send_at: null, updated_at: nowIso })
    .where('user_id', '=', userId)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Reminders due at `nowIso`, earliest first, with the student's address and name. */
export function dueReminders(db: Db, nowIso: string, limit: number) {
  return db
    .selectFrom('study_reminders as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.user_id',
      'r.days',
      'r.time_zone',
      'r.next_send_at',
      'r.last_sent_on',
      'u.email',
      'u.first_name',
      'u.is_admin',
    ])
    .where('r.enabled', '=', 1)
    .where('r.next_send_at', 'is not', null)
    .where('r.next_send_at', '<=', nowIso)
    .orderBy('r.next_send_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a due reminder for this run: moves it to its next time and records the local date it
 * is for, only if nobody moved it since it was read (`dueAt`). One conditional update, in the
 * transaction that also queues the e-mail: of two nodes, one wins and the other sends nothing.
 */
export async function claimReminder(
  db: Db,
  userId: string,
  dueAt: string,
  next: { nextSendAt: string | null; sentOn: string | null; nowIso: string },
): Promise<boolean> {
  const result = await db
    .updateTable('study_reminders')
    .set({
      next_send_at: next.nextSendAt,
      ...(next.sentOn ? { last_sent_on: next.sentOn } : {}),
      updated_at: next.nowIso,
    })
    .where('user_id', '=', userId)
    .where('enabled', '=', 1)
    .where('next_send_at', '=', dueAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
