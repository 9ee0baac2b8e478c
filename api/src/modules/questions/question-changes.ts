import type { ChangeBus, ContentChange } from '../../cms/change-bus';
import type { QuestionPool } from './pool';

/**
 * On the nodes' change bus (decision 0014), a change of the question bank rather than of CMS
 * content: `collection` is this name and `id` the exam's id ('*' for every exam).
 */
export const QUESTIONS_CHANGED = 'questions';

type Caches = { questionPool: QuestionPool; changeBus: ChangeBus | null };

/**
 * After a commit that added, edited, retired or restored questions of these exams: this node
 * drops its pools at once, and every other node on the database within a second (instead of
 * serving a retired question until the pool's TTL passed).
 */
export function announceQuestionChanges(deps: Caches, examTypeIds: Iterable<number> | '*'): void {
  if (examTypeIds === '*') {
    deps.questionPool.invalidate();
    deps.changeBus?.publish({ collection: QUESTIONS_CHANGED, id: '*', operation: 'update' });
    return;
  }
  for (const id of new Set(examTypeIds)) {
    deps.questionPool.invalidate(id);
    deps.changeBus?.publish({ collection: QUESTIONS_CHANGED, id, operation: 'update' });
  }
}

/** Another node's question change, applied here (anything else: false, not handled). */
export function applyRemoteQuestionChange(pool: QuestionPool, change: ContentChange): boolean {
  if (change.collection !== QUESTIONS_CHANGED) return false;
  pool.invalidate(typeof change.id === 'number' ? change.id : undefined);
  return true;
}
