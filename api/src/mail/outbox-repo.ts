import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { isoAt } from '../lib/clock';
import type { MailMessage } from './mailer';

/** The database or a transaction: a message is queued inside the change that owes it. */
export type Executor = Kysely<Database>;

/** "Nobody holds this row": the claim time of a row no worker owns. */
export const UNCLAIMED = isoAt(0);

export type ClaimedMail = { id: string; message: MailMessage; attempts: number };

/** Writes one owed e-mail; it is delivered only if the surrounding transaction commits. */
export async function insertMail(
  db: Executor,
  id: string,
  message: MailMessage,
  nowMs: number,
): Promise<void> {
  const now = isoAt(nowMs);
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      recipient: message.to.slice(0, 320),
      subject: message.subject.slice(0, 300),
      body: JSON.stringify(message),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      claimed_until: UNCLAIMED,
      created_at: now,
    })
    .execute();
}

/**
 * Takes up to `limit` due rows for this worker until `leaseUntil`. The conditional update is
 * the lock: on PostgreSQL a second node's update waits for the first and then finds
 * `claimed_until` in the future, on SQLite writes are serialised, so a row is claimed once.
 */
export async function claimDueMail(
  db: Executor,
  token: string,
  nowMs: number,
  leaseUntilMs: number,
  limit: number,
): Promise<ClaimedMail[]> {
  const now = isoAt(nowMs);
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where('claimed_until', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit);
  const rows = await db
    .updateTable('mail_outbox')
    .set({
      claimed_until: isoAt(leaseUntilMs),
      claim_token: token,
      attempts: sql<number>`attempts + 1`,
    })
    .where('id', 'in', due)
    .where('status', '=', 'pending')
    .where('claimed_until', '<=', now)
    .returning(['id', 'body', 'attempts'])
    .execute();
  return rows.flatMap((row) =>
    row.body
      ? [{ id: row.id, message: JSON.parse(row.body) as MailMessage, attempts: row.attempts }]
      : [],
  );
}

/** Delivered: the body (which may hold a one-time link) is dropped. False if the claim was lost. */
export async function markMailSent(
  db: Executor,
  id: string,
  token: string,
  nowMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: isoAt(nowMs), body: null, claim_token: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Not delivered this time: tried again from `retryAtMs`, by any worker. */
export async function scheduleMailRetry(
  db: Executor,
  id: string,
  token: string,
  retryAtMs: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      next_attempt_at: isoAt(retryAtMs),
      claimed_until: UNCLAIMED,
      claim_token: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/** Given up (attempts used up, or refused for good): kept without its body, for the record. */
export async function markMailFailed(
  db: Executor,
  id: string,
  token: string,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', body: null, claim_token: null, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/** When the earliest pending row becomes due (its retry time, or its lease's end), if any. */
export async function nextMailDueAt(db: Executor): Promise<number | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(
      sql<
        string | null
      >`min(case when claimed_until > next_attempt_at then claimed_until else next_attempt_at end)`.as(
        'due',
      ),
    )
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.due ? Date.parse(row.due) : null;
}

/** Forgets sent and given-up rows older than `beforeMs` (the table stays small). */
export async function deleteFinishedMail(db: Executor, beforeMs: number): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', '!=', 'pending')
    .where('created_at', '<', isoAt(beforeMs))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
