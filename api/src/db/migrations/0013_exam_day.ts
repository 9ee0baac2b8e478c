import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen once landed. Exam-day simulations (issue 25): a sectioned simulation's clock and
// position (JSON), the ids of its unscored items (JSON, never shown before the result), a
// student's tool marks on each item (struck options, highlights: JSON), and a student's
// extended time and extra breaks (accommodations).
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('test_sessions').addColumn('section_state', 'text').execute();
  await db.schema.alterTable('test_sessions').addColumn('unscored_ids', 'text').execute();
  await db.schema.alterTable('test_answers').addColumn('marks', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('time_multiplier', postgres ? 'double precision' : 'real', (col) =>
      col.notNull().defaultTo(1),
    )
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('extra_breaks', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('extra_breaks').execute();
  await db.schema.alterTable('users').dropColumn('time_multiplier').execute();
  await db.schema.alterTable('test_answers').dropColumn('marks').execute();
  await db.schema.alterTable('test_sessions').dropColumn('unscored_ids').execute();
  await db.schema.alterTable('test_sessions').dropColumn('section_state').execute();
}
