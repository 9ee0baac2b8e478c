import type { Kysely } from 'kysely';

// Frozen once landed. Issue 22. A refund is a recorded state a sweep finishes: the payment
// keeps `refund_requested_at` until it is refunded, and `refund_lease_until` says until when
// one request or sweep is talking to the provider about it (item 2). The built-in test checkout (PAYMENT_PROVIDER=local) keeps its keys, its
// hosted pages and its transactions here, so every api node on this database and every restart
// sees one provider (issue 22 item 5). Amounts are integers of minor units.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('refund_lease_until', 'varchar(32)').execute();
  // The sweep reads the refunds still to finish.
  await db.schema
    .createIndex('payments_refund_requested')
    .on('payments')
    .column('refund_requested_at')
    .execute();

  await db.schema
    .createTable('local_checkout_keys')
    // 'secret_key' (the bearer key the api calls it with) and 'webhook_hash' (verif-hash).
    .addColumn('name', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('value', 'varchar(128)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('local_checkout_pages')
    .addColumn('token', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('tx_ref', 'varchar(64)', (col) => col.notNull())
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('redirect_url', 'varchar(2048)', (col) => col.notNull())
    .addColumn('customer_email', 'varchar(320)', (col) => col.notNull())
    .addColumn('customer_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    // null while the page waits; 'successful', 'failed' or 'cancelled' once finished.
    .addColumn('closed', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('local_checkout_transactions')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('tx_ref', 'varchar(64)', (col) => col.notNull())
    .addColumn('flw_ref', 'varchar(32)', (col) => col.notNull())
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('payment_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('customer_email', 'varchar(320)', (col) => col.notNull())
    .addColumn('customer_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    // Set once, by the refund endpoint; the refund's own id and amount.
    .addColumn('refund_id', 'integer')
    .addColumn('amount_refunded_minor', 'integer')
    .addColumn('refunded_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('local_checkout_transactions_tx_ref')
    .on('local_checkout_transactions')
    .columns(['tx_ref', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_refund_requested').execute();
  await db.schema.alterTable('payments').dropColumn('refund_lease_until').execute();
  await db.schema.dropTable('local_checkout_transactions').execute();
  await db.schema.dropTable('local_checkout_pages').execute();
  await db.schema.dropTable('local_checkout_keys').execute();
}
