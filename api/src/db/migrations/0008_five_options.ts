import type { Kysely } from 'kysely';

// Frozen once landed. A fifth option (CLEP items have five, as the real exam): null on
// four-option questions. The reading passage or data table of a question in its own column
// (it used to lead the question text), so the practice screen can set it apart.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('option_e', 'text').execute();
  await db.schema.alterTable('questions').addColumn('passage', 'text').execute();
  await db.schema
    .alterTable('question_stats')
    .addColumn('chose_e', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('question_stats').dropColumn('chose_e').execute();
  await db.schema.alterTable('questions').dropColumn('passage').execute();
  await db.schema.alterTable('questions').dropColumn('option_e').execute();
}
