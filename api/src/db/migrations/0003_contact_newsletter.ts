import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations. Times are ISO-8601 UTC strings.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(150)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    // The signed-in account that sent it, if any.
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_created_at')
    .on('contact_messages')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // Normalised (trimmed, lower-case): one row per address.
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    // Lets the holder of an e-mail from us unsubscribe; it grants nothing else.
    .addColumn('unsubscribe_token', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscribers').execute();
  await db.schema.dropTable('contact_messages').execute();
}
