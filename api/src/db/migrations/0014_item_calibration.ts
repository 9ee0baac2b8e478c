import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen once landed. Item calibration (issue 26, decisions 0036 and 0038): each item's Rasch
// difficulty, its standard error and fit, with the tally it is estimated from; each student's
// ability per exam scope as last counted into those tallies, with the answers counted; and
// which students the job must count again.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bytes = postgres ? 'bytea' : 'blob';

  await db.schema
    .createTable('item_calibration')
    .addColumn('question_id', 'integer', (col) => col.primaryKey().references('questions.id'))
    // MAP difficulty (logits), its standard error, and the answers counted in.
    .addColumn('difficulty', 'double precision', (col) => col.notNull())
    .addColumn('se', 'double precision', (col) => col.notNull())
    .addColumn('answers', 'integer', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull())
    // Mean squares (null without answers) and the misfit verdict: 1, 0, or null (not judged).
    .addColumn('infit', 'double precision')
    .addColumn('outfit', 'double precision')
    .addColumn('misfit', 'integer')
    // Expected answers and correct answers per node of the ability grid (tally-codec.ts).
    .addColumn('tally', bytes, (col) => col.notNull())
    .addColumn('grid_version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // One row per student and exam: what the job must count again, and where it got to.
  await db.schema
    .createTable('calibration_students')
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('exam_type_id', 'integer', (col) => col.notNull())
    // 1: tests submitted after `counted_through` are still to be counted.
    .addColumn('dirty', 'integer', (col) => col.notNull())
    // The sweep pass the student was last counted in (0: never).
    .addColumn('pass', 'integer', (col) => col.notNull())
    // '<submitted_at>|<session id>' of the last test counted ('' before any).
    .addColumn('counted_through', 'varchar(80)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('calibration_students_pk', ['user_id', 'exam_type_id'])
    .execute();
  await db.schema
    .createIndex('calibration_students_dirty')
    .on('calibration_students')
    .columns(['dirty', 'exam_type_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('calibration_students_pass')
    .on('calibration_students')
    .columns(['pass', 'exam_type_id', 'user_id'])
    .execute();

  // A student's ability in one scope of an exam (abilityScopeOf) as counted into the tallies,
  // and the answers counted with it, so that exactly those are taken off again.
  await db.schema
    .createTable('student_abilities')
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('exam_type_id', 'integer', (col) => col.notNull())
    .addColumn('scope', 'varchar(80)', (col) => col.notNull())
    .addColumn('theta', 'double precision', (col) => col.notNull())
    .addColumn('sd', 'double precision', (col) => col.notNull())
    .addColumn('answers', 'integer', (col) => col.notNull())
    // The answers counted: question id × 2 + 1 if right, as 32-bit integers (tally-codec.ts).
    .addColumn('counted', bytes, (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('student_abilities_pk', ['user_id', 'exam_type_id', 'scope'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('student_abilities').execute();
  await db.schema.dropTable('calibration_students').execute();
  await db.schema.dropTable('item_calibration').execute();
}
