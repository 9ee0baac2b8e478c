import type { Kysely } from 'kysely';

// Frozen once landed. Study plans (issue 26, decision 0042): per student and exam, the day the
// plan began (the first visit of the paid exam, in the student's time zone) and whether the
// diagnostic was skipped. Everything else in a plan is read again from the answers.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('study_plans')
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('exam_type_id', 'integer', (col) => col.notNull())
    // YYYY-MM-DD.
    .addColumn('started_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('diagnostic_skipped_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('study_plans_pk', ['user_id', 'exam_type_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('study_plans').execute();
}
