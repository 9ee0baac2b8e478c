import type { Executor } from './repo';

/** Saves several answers of one session in one statement (a submit's last answers). */
export async function saveAnswers(
  db: Executor,
  sessionId: string,
  answers: readonly (readonly [number, string])[],
  at: string,
) {
  // Chunks keep each statement well under SQLite's bound-parameter limit.
  for (let i = 0; i < answers.length; i += 100) {
    const chunk = answers.slice(i, i + 100);
    await db
      .updateTable('test_answers')
      .set((eb) => {
        const [first, ...rest] = chunk as [
          readonly [number, string],
          ...(readonly [number, string])[],
        ];
        const [firstId, firstValue] = first;
        let chosen = eb.case('question_id').when(firstId).then(firstValue);
        for (const [questionId, value] of rest) chosen = chosen.when(questionId).then(value);
        return { chosen: chosen.else(eb.ref('chosen')).end(), answered_at: at };
      })
      .where('session_id', '=', sessionId)
      .where(
        'question_id',
        'in',
        chunk.map(([questionId]) => questionId),
      )
      .execute();
  }
}

/** One answer row as graded in memory: its response (changed or not) and its mark. */
export type GradedWrite = {
  questionId: number;
  /** Set when the submit brought a new response for this question. */
  newResponse?: string;
  isCorrect: 0 | 1;
};

/**
 * Writes a graded session in one statement per 100 questions: every row's mark, and the new
 * responses a submit brought (with their time). Used when the submit graded in memory.
 */
export async function saveGradedAnswers(
  db: Executor,
  sessionId: string,
  rows: readonly GradedWrite[],
  at: string,
) {
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    const changed = chunk.filter((r) => r.newResponse !== undefined);
    await db
      .updateTable('test_answers')
      .set((eb) => {
        let mark = eb.case('question_id').when(-1).then(0);
        for (const r of chunk) mark = mark.when(r.questionId).then(r.isCorrect);
        if (changed.length === 0) return { is_correct: mark.else(eb.ref('is_correct')).end() };
        let chosen = eb.case('question_id').when(-1).then('');
        let answeredAt = eb.case('question_id').when(-1).then('');
        for (const r of changed) {
          chosen = chosen.when(r.questionId).then(r.newResponse as string);
          answeredAt = answeredAt.when(r.questionId).then(at);
        }
        return {
          is_correct: mark.else(eb.ref('is_correct')).end(),
          chosen: chosen.else(eb.ref('chosen')).end(),
          answered_at: answeredAt.else(eb.ref('answered_at')).end(),
        };
      })
      .where('session_id', '=', sessionId)
      .where(
        'question_id',
        'in',
        chunk.map((r) => r.questionId),
      )
      .execute();
  }
}
