import type { Db } from '../../db/kysely';
import type {
  LocalCheckoutPagesTable,
  LocalCheckoutTransactionsTable,
} from '../../db/schema/local-checkout';

/** The SQL of the built-in test checkout (tables of migration 0010). */

/** The stand-in's key of this name; the first node to ask stores `proposed`, all read it. */
export async function keyOrCreate(
  db: Db,
  name: 'secret_key' | 'webhook_hash',
  proposed: string,
  nowIso: string,
): Promise<string> {
  await db
    .insertInto('local_checkout_keys')
    .values({ name, value: proposed, created_at: nowIso })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('local_checkout_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

export async function insertPage(db: Db, row: LocalCheckoutPagesTable): Promise<void> {
  await db.insertInto('local_checkout_pages').values(row).execute();
}

export function pageByToken(db: Db, token: string) {
  return db
    .selectFrom('local_checkout_pages')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
}

/** Finishes a waiting page; false when it was already finished (by this node or another). */
export async function closePage(
  db: Db,
  token: string,
  outcome: NonNullable<LocalCheckoutPagesTable['closed']>,
): Promise<boolean> {
  const result = await db
    .updateTable('local_checkout_pages')
    .set({ closed: outcome })
    .where('token', '=', token)
    .where('closed', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertTransaction(db: Db, row: LocalCheckoutTransactionsTable) {
  await db.insertInto('local_checkout_transactions').values(row).execute();
}

export function transactionById(db: Db, id: number) {
  return db
    .selectFrom('local_checkout_transactions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The transactions of a reference, newest first (bounded: a page makes one). */
export function transactionsByReference(db: Db, txRef: string) {
  return db
    .selectFrom('local_checkout_transactions')
    .selectAll()
    .where('tx_ref', '=', txRef)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
}

/** Records the refund of a successful transaction once; false when it was refunded before. */
export async function markRefunded(
  db: Db,
  id: number,
  refund: { refundId: number; amountMinor: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('local_checkout_transactions')
    .set({
      refund_id: refund.refundId,
      amount_refunded_minor: refund.amountMinor,
      refunded_at: refund.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'successful')
    .where('refunded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
