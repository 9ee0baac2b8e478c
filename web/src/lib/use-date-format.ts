import { useMemo } from 'react';
import { type DateZone, formatLongDate, formatLongDateTime, formatShortDate } from './format-date';
import { useHydrated } from './use-hydrated';

/**
 * The date formats of a component that the server may render (dashboard, account, subscribe):
 * in UTC on the server and while the page hydrates — the server cannot know the visitor's
 * zone, and a first render that differed from its markup would make React throw the page
 * away — then in the visitor's own time zone.
 */
export function useDateFormat() {
  const zone: DateZone = useHydrated() ? 'local' : 'UTC';
  return useMemo(
    () => ({
      long: (iso: string | null | undefined) => formatLongDate(iso, zone),
      longTime: (iso: string | null | undefined) => formatLongDateTime(iso, zone),
      short: (iso: string | null | undefined) => formatShortDate(iso, zone),
    }),
    [zone],
  );
}
