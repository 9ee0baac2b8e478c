import type { Kysely } from 'kysely';

// Frozen once landed. The admin panel (issue 12): an audit log of every admin write, question
// versions (copy on write, decision 0011), students' reports on questions, item statistics.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // Kept when the account goes: the e-mail says who it was.
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('actor_email', 'varchar(320)', (col) => col.notNull())
    // e.g. 'question.create', 'question.edit', 'post.delete', 'report.resolve'.
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity_id', 'varchar(80)', (col) => col.notNull())
    // JSON of the record before and after the write (null for a creation / a deletion).
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity', 'entity_id', 'at'])
    .execute();

  // Copy on write: an edit of a question students have answered retires the row and adds a
  // new one; each points at the other, so past reviews keep what they were shown.
  await db.schema.alterTable('questions').addColumn('replaces_id', 'integer').execute();
  await db.schema.alterTable('questions').addColumn('replaced_by_id', 'integer').execute();
  await db.schema
    .createIndex('questions_exam_created')
    .on('questions')
    .columns(['exam_type_id', 'id'])
    .execute();

  await db.schema
    .createTable('question_reports')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id'))
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // 'wrong_key' | 'unclear' | 'typo' | 'other'
    .addColumn('reason', 'varchar(16)', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    // 'open' | 'resolved' | 'dismissed'
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    // 1 while open, null once handled: the unique index allows one open report per student
    // and question, even under concurrent requests.
    .addColumn('open_slot', 'integer')
    .addColumn('resolution_note', 'text')
    .addColumn('handled_by', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('handled_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('question_reports_open_slot')
    .on('question_reports')
    .columns(['question_id', 'user_id', 'open_slot'])
    .unique()
    .execute();
  await db.schema
    .createIndex('question_reports_status')
    .on('question_reports')
    .columns(['status', 'question_id'])
    .execute();

  // Item statistics, accumulated by a periodic job from submitted tests (decision 0011): the
  // sums give facility, the option shares and the Pearson correlation of the item score x
  // with the rest-of-test score y (the discrimination index) without rereading answers.
  await db.schema
    .createTable('question_stats')
    .addColumn('question_id', 'integer', (col) => col.primaryKey().references('questions.id'))
    .addColumn('answered', 'integer', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addColumn('chose_a', 'integer', (col) => col.notNull())
    .addColumn('chose_b', 'integer', (col) => col.notNull())
    .addColumn('chose_c', 'integer', (col) => col.notNull())
    .addColumn('chose_d', 'integer', (col) => col.notNull())
    .addColumn('sum_y', 'double precision', (col) => col.notNull())
    .addColumn('sum_yy', 'double precision', (col) => col.notNull())
    .addColumn('sum_xy', 'double precision', (col) => col.notNull())
    // Derived from the sums by the job, so that the admin list can filter and sort on them.
    .addColumn('discrimination', 'double precision')
    .addColumn('flagged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('question_stats_flagged')
    .on('question_stats')
    .columns(['flagged', 'answered'])
    .execute();
  // Where each periodic job got to (one row per job).
  await db.schema
    .createTable('job_marks')
    .addColumn('job', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('mark', 'varchar(80)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The statistics job reads submitted tests in submission order.
  await db.schema
    .createIndex('test_sessions_submitted')
    .on('test_sessions')
    .columns(['submitted_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('test_sessions_submitted').execute();
  await db.schema.dropTable('job_marks').execute();
  await db.schema.dropTable('question_stats').execute();
  await db.schema.dropTable('question_reports').execute();
  await db.schema.dropIndex('questions_exam_created').execute();
  await db.schema.alterTable('questions').dropColumn('replaced_by_id').execute();
  await db.schema.alterTable('questions').dropColumn('replaces_id').execute();
  await db.schema.dropTable('audit_log').execute();
}
