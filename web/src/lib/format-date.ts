/**
 * Where a date is read: the visitor's own time zone, or UTC — what a server-rendered page
 * shows until the app has taken it over (lib/use-date-format.ts), so that the browser's first
 * render matches the server's markup wherever the visitor is.
 */
export type DateZone = 'local' | 'UTC';

function formatters(timeZone?: string) {
  return {
    long: new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone,
    }),
    longTime: new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }),
    short: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }),
  };
}

const byZone: Record<DateZone, ReturnType<typeof formatters>> = {
  local: formatters(),
  UTC: formatters('UTC'),
};

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spec §9: dates en-US long ('March 18, 2026'), in the visitor's time zone; '' if unknown. */
export function formatLongDate(iso: string | null | undefined, zone: DateZone = 'local'): string {
  const date = valid(iso);
  return date ? byZone[zone].long.format(date) : '';
}

/** 'Mar 18' (the score chart's axis) in the visitor's time zone; '' if unknown. */
export function formatShortDate(iso: string | null | undefined, zone: DateZone = 'local'): string {
  const date = valid(iso);
  return date ? byZone[zone].short.format(date) : '';
}

/** 'March 18, 2026 at 3:05 PM' in the visitor's time zone; '' if unknown. */
export function formatLongDateTime(
  iso: string | null | undefined,
  zone: DateZone = 'local',
): string {
  const date = valid(iso);
  return date ? byZone[zone].longTime.format(date) : '';
}
