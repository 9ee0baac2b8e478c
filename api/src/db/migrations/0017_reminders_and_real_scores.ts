import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen once landed. Decision 0043 (issue 26): opt-in study reminder e-mails (each student's
// setting and when their next one is due), and real scores students report after their exam
// with the estimate we had shown them (the admin's calibration table).
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const real = postgres ? 'double precision' : 'real';
  await db.schema
    .createTable('study_reminders')
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'integer', (col) => col.notNull())
    // 'daily' or the chosen weekdays: 'mon,wed,fri'.
    .addColumn('days', 'varchar(40)', (col) => col.notNull())
    // IANA zone the days and hours are judged in.
    .addColumn('time_zone', 'varchar(64)', (col) => col.notNull())
    // When the next reminder is due (ISO); null while reminders are off.
    .addColumn('next_send_at', 'varchar(32)')
    // The local date (YYYY-MM-DD) of the last reminder sent: never two on one day.
    .addColumn('last_sent_on', 'varchar(10)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The job reads reminders due now, earliest first.
  await db.schema
    .createIndex('study_reminders_next_send_at')
    .on('study_reminders')
    .column('next_send_at')
    .execute();

  await db.schema
    .createTable('real_scores')
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('exam_type_id', 'integer', (col) => col.notNull())
    // The form's label (readiness_estimates.scope): the exam's, or one test's.
    .addColumn('scope', 'varchar(160)', (col) => col.notNull())
    .addColumn('exam_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('score', real, (col) => col.notNull())
    // The estimate we had shown, on the exam's scale, as stored in readiness_estimates.
    .addColumn('predicted_score', real, (col) => col.notNull())
    .addColumn('predicted_low', real, (col) => col.notNull())
    .addColumn('predicted_high', real, (col) => col.notNull())
    .addColumn('predicted_answers', 'integer', (col) => col.notNull())
    .addColumn('estimated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('scale_version', 'integer', (col) => col.notNull())
    // The pass mark, else the student's target, when they reported; and whether it was reached.
    .addColumn('mark', real)
    .addColumn('reached', 'integer')
    .addColumn('reported_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('real_scores_pk', ['user_id', 'exam_type_id', 'scope'])
    .execute();
  await db.schema
    .createIndex('real_scores_exam')
    .on('real_scores')
    .column('exam_type_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('real_scores').execute();
  await db.schema.dropTable('study_reminders').execute();
}
