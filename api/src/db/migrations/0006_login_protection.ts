import type { Kysely } from 'kysely';

// Frozen once landed. Decision 0010: guessing is slowed per account and address, and an
// account-wide lock never locks out a browser its owner signed in on before.
export async function up(db: Kysely<any>): Promise<void> {
  // Failed sign-ins of one e-mail from one address: growing delays after the fifth.
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'varchar(320)', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failure_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // Browsers an account signed in on (or unlocked from its e-mail): only the token's SHA-256.
  await db.schema
    .createTable('trusted_devices')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('trusted_devices_user')
    .on('trusted_devices')
    .column('user_id')
    .execute();
  // One-time links that unlock an account on the browser that opens them.
  await db.schema
    .createTable('account_unlocks')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_unlocks').execute();
  await db.schema.dropTable('trusted_devices').execute();
  await db.schema.dropTable('login_throttle').execute();
}
