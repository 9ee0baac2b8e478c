import { isResponseCorrect, normalizeResponse, PRACTICE_MESSAGES } from '@app/domain';
import { AppError } from '../../errors';
import { type Executor, questionsByIds } from './repo';
import { gradableOf, type QuestionRow } from './views';

/**
 * Reads each response against its question's type and returns it in canonical form (letters
 * upper-case, a multiple-select's letters sorted), so the key compares by equality. A response
 * that does not suit its question is a 400 naming what that type expects.
 */
export async function normalizeResponses(
  db: Executor,
  responses: readonly (readonly [number, string | null])[],
): Promise<[number, string | null][]> {
  const ids = responses.filter(([, r]) => r !== null).map(([id]) => id);
  const rows = ids.length ? await questionsByIds(db, ids) : [];
  return normalizeAgainst(new Map(rows.map((q) => [q.id, q as QuestionRow])), responses);
}

/** normalizeResponses with the questions already read (a submit reads its test's once). */
export function normalizeAgainst(
  byId: ReadonlyMap<number, QuestionRow>,
  responses: readonly (readonly [number, string | null])[],
): [number, string | null][] {
  return responses.map(([id, raw]) => {
    if (raw === null) return [id, null];
    const question = byId.get(id);
    if (!question) throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.questionNotInSession);
    const item = gradableOf(question);
    const normalized = normalizeResponse(item, raw);
    if (normalized === null) {
      const fourOptions = item.type === 'single' && raw.trim().toUpperCase() === 'E';
      throw new AppError(
        'BAD_REQUEST',
        fourOptions ? PRACTICE_MESSAGES.noOptionE : PRACTICE_MESSAGES.invalidResponse[item.type],
      );
    }
    return [id, normalized];
  });
}

/**
 * Fill-in answers equal to their key in value but not in writing ('3/4' for 0.75, '1,200',
 * '12.5 mL', or within the item's tolerance): the statement that compares keys by equality
 * marked them wrong; this marks them right. Runs in the grading transaction.
 */
export async function gradeNumericAnswers(db: Executor, sessionId: string): Promise<void> {
  const rows = await db
    .selectFrom('test_answers')
    .innerJoin('questions', 'questions.id', 'test_answers.question_id')
    .select(['test_answers.question_id', 'test_answers.chosen', 'questions.correct_answer'])
    .select(['questions.tolerance', 'questions.unit'])
    .where('test_answers.session_id', '=', sessionId)
    .where('questions.item_type', '=', 'numeric')
    .where('test_answers.chosen', 'is not', null)
    .where('test_answers.is_correct', '=', 0)
    .execute();
  const right = rows
    .filter((r) =>
      isResponseCorrect(
        {
          type: 'numeric',
          optionCount: 0,
          correctAnswer: r.correct_answer,
          tolerance: r.tolerance,
        },
        r.chosen,
      ),
    )
    .map((r) => r.question_id);
  if (right.length === 0) return;
  await db
    .updateTable('test_answers')
    .set({ is_correct: 1 })
    .where('session_id', '=', sessionId)
    .where('question_id', 'in', right)
    .execute();
}
