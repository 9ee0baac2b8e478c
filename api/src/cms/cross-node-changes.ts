import { dispatchContentChange, onContentChange } from '@app/cms/change-notifier';
import type { DatabaseTarget } from '../db/kysely';
import type { Logger } from '../lib/logger';
import type { QuestionPool } from '../modules/questions/pool';
import { applyRemoteQuestionChange } from '../modules/questions/question-changes';
import { type ChangeBus, type ContentChange, startChangeBus } from './change-bus';
import type { CmsContent } from './types';

/** Stands for "anything may have changed" after the bus missed messages. */
const EVERYTHING: ContentChange = { collection: '*', id: '*', operation: 'update' };

/**
 * Several api nodes on one PostgreSQL database behave as one for CMS content: what one node
 * learns (its own Payload's changes reach it in process; the CMS's webhook reaches one node)
 * goes to the others over the change bus, and each node then runs the same in-process
 * listeners a local change runs (the content cache, the kept pages). Question-bank changes
 * travel the same way and drop this node's question pools (questions/question-changes.ts).
 * On SQLite there is one node, and no bus.
 */
export async function connectNodes(
  database: DatabaseTarget,
  content: CmsContent,
  questionPool: QuestionPool,
  log: Logger,
): Promise<ChangeBus | null> {
  if (database.kind !== 'postgres') return null;
  let applyingRemote = false;
  const bus = await startChangeBus({
    url: database.url,
    log,
    onRemote: (change) => {
      // This node's own caches, not the process-wide listeners of CMS content.
      if (change && applyRemoteQuestionChange(questionPool, change)) return;
      applyingRemote = true;
      try {
        if (!change) {
          content.invalidate();
          questionPool.invalidate();
        }
        dispatchContentChange(change ?? EVERYTHING);
      } finally {
        applyingRemote = false;
      }
    },
  });
  const unsubscribe = onContentChange((change) => {
    if (!applyingRemote) bus.publish(change);
  });
  return {
    publish: bus.publish,
    async close() {
      unsubscribe();
      await bus.close();
    },
  };
}
