import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from './repo';

/** One answer row as graded in memory: its response (changed or not) and its mark. */
export type GradedWrite = {
  questionId: number;
  /** Set when the submit brought a new response for this question. */
  newResponse?: string;
  isCorrect: 0 | 1;
};

/**
 * Writes a graded session in one statement: every row's mark, and the new responses a submit
 * brought (with their time). The rows travel as one JSON object keyed by question (`q123`:
 * [mark, new response or null]), which each answer row looks itself up in: the statement's
 * text is the same for every test (prepared once), and the lookup is one keyed read per row
 * (joining the session's rows with a JSON array compared every row with every entry).
 */
export async function saveGradedAnswers(
  db: Executor,
  sessionId: string,
  rows: readonly GradedWrite[],
  at: string,
) {
  if (rows.length === 0) return;
  const graded = JSON.stringify(
    Object.fromEntries(rows.map((r) => [`q${r.questionId}`, [r.isCorrect, r.newResponse ?? null]])),
  );
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      update test_answers set
        is_correct = cast(g.entry->>0 as integer),
        chosen = coalesce(g.entry->>1, test_answers.chosen),
        answered_at = case when g.entry->>1 is null then test_answers.answered_at else ${at} end
      from (select key, value as entry from jsonb_each(${graded}::jsonb)) as g
      where test_answers.session_id = ${sessionId}
        and g.key = 'q' || test_answers.question_id
    `.execute(db);
    return;
  }
  await sql`
    update test_answers set
      is_correct = json_extract(${graded}, '$.q' || question_id || '[0]'),
      chosen = coalesce(json_extract(${graded}, '$.q' || question_id || '[1]'), chosen),
      answered_at = case
        when json_extract(${graded}, '$.q' || question_id || '[1]') is null then answered_at
        else ${at}
      end
    where session_id = ${sessionId} and json_type(${graded}, '$.q' || question_id) is not null
  `.execute(db);
}
