import type { PaymentStatus } from '@app/domain';
import type { Db } from '../../db/kysely';
import type { PaymentProviderName, PaymentsTable } from '../../db/schema/payments';

export type PaymentRow = PaymentsTable;

export async function insertPayment(db: Db, row: PaymentRow): Promise<void> {
  await db.insertInto('payments').values(row).execute();
}

export function paymentByReference(db: Db, reference: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export function paymentById(db: Db, id: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A user's payments, newest first (bounded: a person makes few). */
export function paymentsOfUser(db: Db, userId: string, limit = 100) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Every payment, newest first, for administrators. */
/** Payments newest first (optionally of one status), with the payer's e-mail, and the count. */
export async function recentPayments(
  db: Db,
  options: { limit: number; offset: number; status?: PaymentStatus | undefined },
) {
  let rows = db
    .selectFrom('payments')
    .leftJoin('users', 'users.id', 'payments.user_id')
    .selectAll('payments')
    .select('users.email as user_email');
  let count = db.selectFrom('payments').select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (options.status) {
    rows = rows.where('payments.status', '=', options.status);
    count = count.where('status', '=', options.status);
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('payments.created_at', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    count.executeTakeFirst(),
  ]);
  return { rows: list, total: Number(total?.n ?? 0) };
}

/** Pending payments created in [from, to), oldest first: what the sweep asks the provider about. */
export function pendingPayments(db: Db, fromIso: string, toIso: string, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '>=', fromIso)
    .where('created_at', '<', toIso)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Moves a payment to a new status only from one of `from`; the row count says whether this
 * call made the change (so concurrent confirmations cannot both act on it).
 */
export async function moveStatus(
  db: Db,
  id: string,
  from: readonly PaymentStatus[],
  set: Partial<PaymentRow> & { status: PaymentStatus; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a refund request, or resumes one recorded before, and takes its lease: for
 * `leaseUntilIso`, this caller alone asks the provider. False when the payment is not a
 * completed one, or another request or sweep holds the lease.
 */
export async function leaseRefund(
  db: Db,
  id: string,
  nowIso: string,
  leaseUntilIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set((eb) => ({
      refund_requested_at: eb.fn.coalesce('refund_requested_at', eb.val(nowIso)),
      refund_lease_until: leaseUntilIso,
      updated_at: nowIso,
    }))
    .where('id', '=', id)
    .where('status', '=', 'succeeded')
    .where((eb) =>
      eb.or([eb('refund_lease_until', 'is', null), eb('refund_lease_until', '<=', nowIso)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives the lease back. `forget`: the provider refused, nothing is owed, the request goes too;
 * otherwise the request stays recorded for a retry or the sweep to finish.
 */
export async function releaseRefundLease(
  db: Db,
  id: string,
  nowIso: string,
  options: { forget: boolean },
): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      refund_lease_until: null,
      ...(options.forget ? { refund_requested_at: null } : {}),
      updated_at: nowIso,
    })
    .where('id', '=', id)
    .where('status', '=', 'succeeded')
    .execute();
}

/** Recorded refunds not finished and not leased now, oldest first: what the sweep finishes. */
export function refundsToFinish(db: Db, nowIso: string, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('refund_requested_at', 'is not', null)
    .where('status', '=', 'succeeded')
    .where((eb) =>
      eb.or([eb('refund_lease_until', 'is', null), eb('refund_lease_until', '<=', nowIso)]),
    )
    .orderBy('refund_requested_at')
    .limit(limit)
    .execute();
}

/** Records a webhook event; false when this provider's event was seen before. */
export async function recordEvent(
  db: Db,
  event: {
    id: string;
    provider: PaymentProviderName;
    providerEventId: string;
    reference: string | null;
    receivedAt: string;
  },
): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values({
      id: event.id,
      provider: event.provider,
      provider_event_id: event.providerEventId,
      reference: event.reference,
      received_at: event.receivedAt,
      outcome: 'processing',
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function setEventOutcome(db: Db, id: string, outcome: string): Promise<void> {
  await db
    .updateTable('payment_events')
    .set({ outcome: outcome.slice(0, 200) })
    .where('id', '=', id)
    .execute();
}

/** Forgets an event we could not act on, so the provider's retry is processed again. */
export async function forgetEvent(db: Db, id: string): Promise<void> {
  await db.deleteFrom('payment_events').where('id', '=', id).execute();
}

/** Takes the user's row lock for the rest of the transaction (PostgreSQL; SQLite is serial). */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ id: userId }).where('id', '=', userId).execute();
}

/** Where a payment's subscription period ends (its id is the payment's subscription_id). */
export function subscriptionOfPayment(db: Db, subscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['expires_at', 'status'])
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
}

/** The payer's address and first name, for the receipt and the refund confirmation. */
export function payerOf(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Links a settled payment to the period it granted and notes when its receipt was queued. */
export async function attachSubscription(
  db: Db,
  paymentId: string,
  subscriptionId: string,
  receiptSentAt: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ subscription_id: subscriptionId, receipt_sent_at: receiptSentAt })
    .where('id', '=', paymentId)
    .execute();
}
