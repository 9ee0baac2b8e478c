import { sql } from 'kysely';
import { jsonTuples } from '../../db/json-rows';
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
 * brought (with their time). The rows travel as one JSON parameter, so the statement's text is
 * the same for every test (prepared once; a CASE per question made a new statement each time,
 * and preparing it cost more than running it).
 */
export async function saveGradedAnswers(
  db: Executor,
  sessionId: string,
  rows: readonly GradedWrite[],
  at: string,
) {
  if (rows.length === 0) return;
  const graded = jsonTuples(
    db,
    rows.map((r) => [r.questionId, r.isCorrect, r.newResponse ?? null]),
  );
  await sql`
    update test_answers set
      is_correct = cast(g.v->>1 as integer),
      chosen = coalesce(g.v->>2, test_answers.chosen),
      answered_at = case when g.v->>2 is null then test_answers.answered_at else ${at} end
    from ${graded} as g
    where test_answers.session_id = ${sessionId}
      and test_answers.question_id = cast(g.v->>0 as integer)
  `.execute(db);
}
