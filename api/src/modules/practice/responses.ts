import { normalizeResponse, PRACTICE_MESSAGES } from '@app/domain';
import type { Db } from '../../db/kysely';
import { AppError } from '../../errors';
import { servedQuestions } from './served-questions';
import { gradableOf, type QuestionRow } from './views';

/** What a response that does not suit its question should have been (by the item's type). */
function responseProblem(question: QuestionRow, raw: string): string {
  const item = gradableOf(question);
  const fourOptions = item.type === 'single' && raw.trim().toUpperCase() === 'E';
  return fourOptions ? PRACTICE_MESSAGES.noOptionE : PRACTICE_MESSAGES.invalidResponse[item.type];
}

/**
 * Reads one response as the student goes (autosave) against its question's type and returns
 * it in canonical form (letters upper-case, a multiple-select's letters sorted), so the key
 * compares by equality. A response that does not suit its question is a 400 naming the
 * question by its number in the test and what that type expects.
 */
export async function normalizeResponse1(
  /** Only for questions of a saved test (read through the served-question cache). */
  db: Db,
  questionId: number,
  raw: string | null,
  /** The question's number in the test (1-based). */
  number: number,
): Promise<string | null> {
  if (raw === null) return null;
  const [question] = await servedQuestions(db, [questionId]);
  if (!question) throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.questionNotInSession);
  const normalized = normalizeResponse(gradableOf(question as QuestionRow), raw);
  if (normalized !== null) return normalized;
  throw new AppError(
    'BAD_REQUEST',
    PRACTICE_MESSAGES.invalidResponseAt(number, responseProblem(question as QuestionRow, raw)),
    { appCode: 'INVALID_ANSWER' },
  );
}

/**
 * The answers of a submit, read against their questions: each in canonical form where it
 * suits its question; one that does not is kept as given (trimmed), so nothing the student
 * sent is lost, and grades as wrong (the result names it). Ids outside the test are refused.
 */
export function readSubmittedAnswers(
  byId: ReadonlyMap<number, QuestionRow>,
  responses: readonly (readonly [number, string])[],
): [number, string][] {
  return responses.map(([id, raw]) => {
    const question = byId.get(id);
    if (!question) throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.questionNotInSession);
    return [id, normalizeResponse(gradableOf(question), raw) ?? raw.trim()];
  });
}

/** Whether a saved response suits its question (a submit may have saved one that does not). */
export function isValidResponse(question: QuestionRow, response: string): boolean {
  return normalizeResponse(gradableOf(question), response) !== null;
}
