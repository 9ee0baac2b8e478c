import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen once landed. The real exams' item types (decision 0012): a question's type, a sixth
// option, the unit and tolerance of a fill-in answer. Keys and responses of the new types are
// longer than one letter ('ACE', 'CADB', '12.5'): PostgreSQL widens the columns (SQLite does
// not enforce varchar lengths).
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('questions')
    .addColumn('item_type', 'varchar(16)', (col) => col.notNull().defaultTo('single'))
    .execute();
  await db.schema.alterTable('questions').addColumn('option_f', 'text').execute();
  await db.schema.alterTable('questions').addColumn('unit', 'varchar(16)').execute();
  await db.schema
    .alterTable('questions')
    .addColumn('tolerance', postgres ? 'double precision' : 'real')
    .execute();
  await db.schema
    .alterTable('question_stats')
    .addColumn('chose_f', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  if (postgres) {
    await db.schema
      .alterTable('questions')
      .alterColumn('correct_answer', (col) => col.setDataType('varchar(40)'))
      .execute();
    await db.schema
      .alterTable('test_answers')
      .alterColumn('chosen', (col) => col.setDataType('varchar(40)'))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('question_stats').dropColumn('chose_f').execute();
  await db.schema.alterTable('questions').dropColumn('tolerance').execute();
  await db.schema.alterTable('questions').dropColumn('unit').execute();
  await db.schema.alterTable('questions').dropColumn('option_f').execute();
  await db.schema.alterTable('questions').dropColumn('item_type').execute();
}
