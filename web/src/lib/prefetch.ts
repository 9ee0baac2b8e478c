/**
 * Route loaders start their queries with `ensureData` (= queryClient.ensureQueryData) and do
 * not wait for them: the page paints at once and shows its own skeletons, and hovering a
 * link (defaultPreload: 'intent') usually has the data ready by the click. A failure stays
 * in the query cache, where the page shows it with a Retry button, so it is not rethrown.
 */
export function prefetch(promise: Promise<unknown>): void {
  promise.catch(() => undefined);
}
