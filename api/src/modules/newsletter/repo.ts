import type { Db } from '../../db/kysely';
import type { NewsletterSubscribersTable } from '../../db/schema/outreach';

export function subscriberByEmail(db: Db, email: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
}

export function subscriberByToken(db: Db, token: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'status'])
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
}

export async function insertSubscriber(db: Db, row: NewsletterSubscribersTable): Promise<void> {
  await db.insertInto('newsletter_subscribers').values(row).execute();
}

/** A returning subscriber: subscribed again, with a new unsubscribe token. */
export async function resubscribe(db: Db, id: string, token: string, nowIso: string) {
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'subscribed', unsubscribe_token: token, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}

export async function markUnsubscribed(db: Db, id: string, nowIso: string) {
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}
