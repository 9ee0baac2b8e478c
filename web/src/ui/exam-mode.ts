import { useEffect, useSyncExternalStore } from 'react';

/*
 * The distraction-free exam screen (issue 25): while a page asks for it, the layout leaves out
 * the site's header, footer and chat widget. A small store rather than a route option, so the
 * practice page turns it on only while a simulation is on screen (its results keep the site
 * around them).
 */

let holders = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit() {
  for (const listener of listeners) listener();
}

/** Whether some page has the exam screen on (read by the layout). */
export function useExamModeActive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => holders > 0,
    () => false,
  );
}

/** Turns the exam screen on while `active` and the calling component is mounted. */
export function useExamMode(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    holders += 1;
    emit();
    return () => {
      holders -= 1;
      emit();
    };
  }, [active]);
}
