import type { ItemMarks } from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callFailure } from '../../lib/call-failure';
import { sendOnLeave } from '../../lib/send-on-leave';
import { useTrpcClient } from '../../lib/trpc';

/** Marks made in quick succession (a drag of highlights, strike-outs) go in one save. */
export const MARK_SAVE_DELAY_MS = 400;

/**
 * The exam tools' marks of one test, kept with it on the server (practice.mark): each change
 * is shown at once and saved shortly after (the latest marks of each item, in order). Nothing
 * is lost on the way: `flush` sends what is pending (before a section closes or the test is
 * submitted), a page being left sends it with `keepalive`, and a save that got no answer is
 * tried again with the next one or when the browser is back online (`unsaved` says so
 * meanwhile). A refusal (the section closed meanwhile) is not retried.
 */
export function useMarkSaver(sessionId: string, stored: Record<string, ItemMarks>) {
  const client = useTrpcClient();
  const known = useRef<Map<number, ItemMarks> | null>(null);
  if (known.current === null) {
    known.current = new Map(Object.entries(stored).map(([id, marks]) => [Number(id), marks]));
  }
  const pending = useRef(new Map<number, ItemMarks>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const [unsaved, setUnsaved] = useState(false);

  const flush = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    const batch = [...pending.current];
    pending.current.clear();
    if (batch.length === 0) return chain.current;
    chain.current = chain.current.then(async () => {
      let failed = false;
      for (const [questionId, marks] of batch) {
        try {
          await client.practice.mark.mutate({ sessionId, questionId, marks });
        } catch (error) {
          const { status } = callFailure(error);
          if (status >= 400 && status < 500) continue;
          // No answer: kept for the next save, unless the item has newer marks already.
          if (!pending.current.has(questionId)) pending.current.set(questionId, marks);
          failed = true;
        }
      }
      setUnsaved(failed);
    });
    return chain.current;
  }, [client, sessionId]);

  const save = useCallback(
    (questionId: number, marks: ItemMarks) => {
      known.current?.set(questionId, marks);
      pending.current.set(questionId, marks);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), MARK_SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    const leave = () => {
      clearTimeout(timer.current);
      for (const [questionId, marks] of pending.current) {
        sendOnLeave('practice.mark', { sessionId, questionId, marks });
      }
      pending.current.clear();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    // The connection is back: what got no answer goes again.
    const onOnline = () => void flush();
    window.addEventListener('pagehide', leave);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
      void flush();
    };
  }, [flush, sessionId]);

  /** The marks of an item as last made (from the server, then from this page). */
  const marksOf = useCallback((questionId: number) => known.current?.get(questionId), []);

  return { marksOf, save, flush, unsaved };
}
