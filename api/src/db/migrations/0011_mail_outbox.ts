import type { Kysely } from 'kysely';

// Frozen once landed. Decision 0021: every e-mail the product owes is a row written in the
// same transaction as the change that owes it, delivered by a worker that claims rows with a
// lease (so several api nodes never send one twice) and retries with backoff.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('recipient', 'varchar(320)', (col) => col.notNull())
    .addColumn('subject', 'varchar(300)', (col) => col.notNull())
    // The whole message as JSON; emptied once it is sent or given up (it may hold a link).
    .addColumn('body', 'text')
    // pending → sent | failed
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
    // A worker owns the row until then (epoch when nobody does).
    .addColumn('claimed_until', 'varchar(32)', (col) => col.notNull())
    .addColumn('claim_token', 'varchar(36)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .execute();
  // The worker reads due pending rows, earliest first.
  await db.schema
    .createIndex('mail_outbox_status_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
