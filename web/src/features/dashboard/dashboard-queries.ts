import { RECENT_RESULTS_SHOWN } from '@app/domain';
import type { Trpc } from '../../lib/trpc';

/** Input of the recent-results read: the same object everywhere, so the cache key matches. */
export const RECENT_RESULTS_INPUT = { limit: RECENT_RESULTS_SHOWN } as const;

/**
 * Starts the dashboard's own reads without waiting for them (like `lib/prefetch`): the route
 * calls it as soon as it knows the visitor is signed in, so the data loads while the
 * dashboard's code chunk downloads. (The route's loader already asks for `exams.list`, and
 * the header's plan badge for `subscriptions.status`.) A failure stays in the cache for the
 * section to show.
 */
export function prefetchDashboard(trpc: Trpc): void {
  for (const promise of [
    trpc.progress.access.ensureData(),
    trpc.progress.list.ensureData(),
    trpc.practice.list.ensureData(RECENT_RESULTS_INPUT),
    trpc.readiness.overview.ensureData(),
  ]) {
    promise.catch(() => undefined);
  }
}
