import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
// Times are ISO-8601 UTC strings (same format everywhere, so they compare as text on both
// SQLite and PostgreSQL); booleans are 0/1 integers for the same reason.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // Stored normalised (trimmed, lower-case): unique without regard to case.
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('first_name', 'varchar(80)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('profile_image_url', 'varchar(500)')
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_demo', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    // The cookie holds '<id>.<secret>'; only the SHA-256 (hex) of the secret is stored.
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('secret_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('absolute_expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    // SHA-256 (hex) of the token in the e-mailed link.
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('password_resets_user_id')
    .on('password_resets')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('rate_limits')
    // '<limit name>:<subject>', e.g. 'loginPerIp:203.0.113.7'.
    .addColumn('key', 'varchar(320)', (col) => col.primaryKey())
    .addColumn('window_start', 'varchar(32)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
