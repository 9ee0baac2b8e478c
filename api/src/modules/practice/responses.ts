import { normalizeResponse, PRACTICE_MESSAGES } from '@app/domain';
import type { Db } from '../../db/kysely';
import { AppError } from '../../errors';
import { servedQuestions } from './served-questions';
import { gradableOf, type QuestionRow } from './views';

/**
 * Reads each response against its question's type and returns it in canonical form (letters
 * upper-case, a multiple-select's letters sorted), so the key compares by equality. A response
 * that does not suit its question is a 400 naming what that type expects.
 */
export async function normalizeResponses(
  /** Only for questions of a saved test (read through the served-question cache). */
  db: Db,
  responses: readonly (readonly [number, string | null])[],
): Promise<[number, string | null][]> {
  const ids = responses.filter(([, r]) => r !== null).map(([id]) => id);
  const rows = ids.length ? await servedQuestions(db, ids) : [];
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
