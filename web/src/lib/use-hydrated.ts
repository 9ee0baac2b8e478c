import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true after: what depends on
 * the visitor's own clock or time zone (today's date, a plan's days) renders only then, so the
 * first client render matches the server's markup wherever the visitor is.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
