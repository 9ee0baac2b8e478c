import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen once landed. Readiness (issue 26, decision 0039): each student's exam date and target
// per exam, and their latest readiness estimate per exam and test (what peers' percentiles
// are counted from, and what a study plan starts from).
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const real = postgres ? 'double precision' : 'real';
  await db.schema
    .createTable('readiness_targets')
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('exam_type_id', 'integer', (col) => col.notNull())
    // YYYY-MM-DD, or null.
    .addColumn('exam_date', 'varchar(10)')
    // 'score' (target_score holds it), 'pass-mark' (the scale's), or null for none.
    .addColumn('target_kind', 'varchar(16)')
    .addColumn('target_score', real)
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('readiness_targets_pk', ['user_id', 'exam_type_id'])
    .execute();

  await db.schema
    .createTable('readiness_estimates')
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('exam_type_id', 'integer', (col) => col.notNull())
    // The form's label: the exam's edition, or the test's (section's) name.
    .addColumn('scope', 'varchar(160)', (col) => col.notNull())
    .addColumn('answers', 'integer', (col) => col.notNull())
    // Expected percent correct on the form (posterior mean) and its 80% range.
    .addColumn('percent', real, (col) => col.notNull())
    .addColumn('percent_low', real, (col) => col.notNull())
    .addColumn('percent_high', real, (col) => col.notNull())
    .addColumn('theta', real, (col) => col.notNull())
    .addColumn('theta_sd', real, (col) => col.notNull())
    .addColumn('scale_version', 'integer', (col) => col.notNull())
    .addColumn('computed_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('readiness_estimates_pk', ['user_id', 'exam_type_id', 'scope'])
    .execute();
  // Peers: the students of one exam and test, ranked by their expected percent.
  await db.schema
    .createIndex('readiness_estimates_exam_scope_percent')
    .on('readiness_estimates')
    .columns(['exam_type_id', 'scope', 'percent'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('readiness_estimates').execute();
  await db.schema.dropTable('readiness_targets').execute();
}
