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
