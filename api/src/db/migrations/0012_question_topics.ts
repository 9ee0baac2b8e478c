import type { Kysely } from 'kysely';

// Frozen once landed. A question's topic and subarea (decision 0030): the seed bank's
// blueprint tags, kept with the question so that a file exported from the bank (CSV, JSON,
// GIFT) holds them and imports back to the same question. Null for questions without them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('topic', 'varchar(80)').execute();
  await db.schema.alterTable('questions').addColumn('subarea', 'varchar(60)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('subarea').execute();
  await db.schema.alterTable('questions').dropColumn('topic').execute();
}
