import type { Transaction } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { isoAt } from '../../lib/clock';
import { timeOrderedId } from '../../lib/time-ordered-id';

/** Who made an admin write. */
export type AuditActor = { id: string; email: string };

export type AuditEntry = {
  /** e.g. 'question.create', 'question.edit', 'post.delete', 'report.resolve'. */
  action: string;
  /** 'question', 'post', 'report', 'payment', 'import'. */
  entity: string;
  entityId: string | number;
  /** The record before the write (omit for a creation). */
  before?: unknown;
  /** The record after the write (omit for a deletion). */
  after?: unknown;
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Records one admin write: who, what, when, before and after. Pass the write's transaction so
 * that the record and the write land together or not at all.
 */
export async function recordAudit(
  db: Db | Transaction<Database>,
  actor: AuditActor,
  entry: AuditEntry,
  nowMs: number,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: timeOrderedId(nowMs),
      actor_id: actor.id,
      actor_email: actor.email,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before: json(entry.before),
      after: json(entry.after),
      at: isoAt(nowMs),
    })
    .execute();
}
