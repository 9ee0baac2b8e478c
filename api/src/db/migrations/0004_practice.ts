import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once landed: later changes go in new migrations. Times are ISO-8601 UTC strings;
// booleans 0/1 integers; lists are JSON text (same on SQLite and PostgreSQL).
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('questions')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('exam_type_id', 'integer', (col) => col.notNull().references('exam_types.id'))
    .addColumn('category', 'varchar(80)', (col) => col.notNull())
    .addColumn('question_text', 'text', (col) => col.notNull())
    .addColumn('option_a', 'text', (col) => col.notNull())
    .addColumn('option_b', 'text', (col) => col.notNull())
    .addColumn('option_c', 'text', (col) => col.notNull())
    .addColumn('option_d', 'text', (col) => col.notNull())
    .addColumn('correct_answer', 'varchar(1)', (col) => col.notNull())
    .addColumn('explanation', 'text', (col) => col.notNull())
    .addColumn('difficulty', 'varchar(8)', (col) => col.notNull())
    // Retired questions stay (old sessions refer to them) but are never served again.
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    // Stable key of a question from the seed data files; null for questions added by admins.
    .addColumn('seed_key', 'varchar(120)', (col) => col.unique())
    .addColumn('created_by', 'varchar(36)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // Selection draws active questions of one exam, by category and difficulty.
  await db.schema
    .createIndex('questions_exam_active_category')
    .on('questions')
    .columns(['exam_type_id', 'is_active', 'category', 'difficulty'])
    .execute();
  // Admin list and "added today".
  await db.schema
    .createIndex('questions_created_at')
    .on('questions')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('test_sessions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('exam_type_id', 'integer', (col) => col.notNull().references('exam_types.id'))
    .addColumn('mode', 'varchar(16)', (col) => col.notNull())
    // 1 for the free-quota session, null otherwise: the unique index below allows one free
    // session per user and exam, so the quota holds even under concurrent starts.
    .addColumn('free_slot', 'integer')
    .addColumn('question_ids', 'text', (col) => col.notNull())
    .addColumn('sections', 'text')
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('duration_seconds', 'integer')
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('deadline_at', 'varchar(32)')
    .addColumn('submitted_at', 'varchar(32)')
    .addColumn('submitted_by', 'varchar(8)')
    .addColumn('score', 'integer')
    .addColumn('correct_count', 'integer')
    .addColumn('answered_count', 'integer')
    .addColumn('time_spent', 'integer')
    .addColumn('notice', 'text')
    .execute();
  await db.schema
    .createIndex('test_sessions_free_slot')
    .on('test_sessions')
    .columns(['user_id', 'exam_type_id', 'free_slot'])
    .unique()
    .execute();
  // Recent results across exams, and a user's open or completed sessions of one exam.
  await db.schema
    .createIndex('test_sessions_user_submitted')
    .on('test_sessions')
    .columns(['user_id', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('test_sessions_user_exam_submitted')
    .on('test_sessions')
    .columns(['user_id', 'exam_type_id', 'submitted_at'])
    .execute();
  // The sweep that submits sessions whose time ran out.
  await db.schema
    .createIndex('test_sessions_open_deadline')
    .on('test_sessions')
    .columns(['submitted_at', 'deadline_at'])
    .execute();

  await db.schema
    .createTable('test_answers')
    .addColumn('session_id', 'varchar(36)', (col) =>
      col.notNull().references('test_sessions.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id'))
    // Copied from the session so "seen before" and accuracy read one index.
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('exam_type_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('chosen', 'varchar(1)')
    .addColumn('is_correct', 'integer')
    .addColumn('flagged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('answered_at', 'varchar(32)')
    .addPrimaryKeyConstraint('test_answers_pk', ['session_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('test_answers_user_exam_question')
    .on('test_answers')
    .columns(['user_id', 'exam_type_id', 'question_id'])
    .execute();

  // What each student last did with each question they were served: the selection prefers
  // unseen questions, then ones answered wrongly, and reads this one compact index to know.
  await db.schema
    .createTable('question_history')
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('exam_type_id', 'integer', (col) => col.notNull())
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    // 'unanswered' (served), 'wrong' or 'right' (the last graded answer).
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('question_history_pk', ['user_id', 'exam_type_id', 'question_id'])
    // SQLite: the rows live in the primary key's order (one range read per student and exam).
    .$call((b) => (postgres ? b : b.modifyEnd(sql`without rowid`)))
    .execute();

  await db.schema
    .createTable('bookmarks')
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('exam_type_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('bookmarks_pk', ['user_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('bookmarks_user_exam')
    .on('bookmarks')
    .columns(['user_id', 'exam_type_id', 'created_at'])
    .execute();

  // Spaced-repetition state (FSRS) of each question a student has missed.
  await db.schema
    .createTable('review_cards')
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('exam_type_id', 'integer', (col) => col.notNull())
    .addColumn('due_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('card', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('review_cards_pk', ['user_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('review_cards_user_exam_due')
    .on('review_cards')
    .columns(['user_id', 'exam_type_id', 'due_at'])
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('exam_type_id', 'integer', (col) => col.notNull().references('exam_types.id'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_user_exam_expires')
    .on('subscriptions')
    .columns(['user_id', 'exam_type_id', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'subscriptions',
    'review_cards',
    'bookmarks',
    'question_history',
    'test_answers',
    'test_sessions',
    'questions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
