import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations. Times are ISO-8601 UTC strings;
// money is an integer of minor units (cents).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('exam_type_id', 'integer', (col) => col.notNull().references('exam_types.id'))
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    // Our reference (Flutterwave tx_ref, Paystack reference): unique, unguessable.
    .addColumn('reference', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('provider_transaction_id', 'varchar(64)')
    // The subscription this payment granted, and when the receipt was handed to the mailer.
    .addColumn('subscription_id', 'varchar(36)', (col) =>
      col.references('subscriptions.id').onDelete('set null'),
    )
    .addColumn('receipt_sent_at', 'varchar(32)')
    // Set while a refund is being asked of the provider: only one request may do it.
    .addColumn('refund_requested_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('refunded_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('payments_user_created')
    .on('payments')
    .columns(['user_id', 'created_at'])
    .execute();
  // The sweep reads pending payments oldest first.
  await db.schema
    .createIndex('payments_status_created')
    .on('payments')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('provider_event_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('reference', 'varchar(64)')
    .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('outcome', 'varchar(200)', (col) => col.notNull())
    .addUniqueConstraint('payment_events_provider_event', ['provider', 'provider_event_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('payments').execute();
}
