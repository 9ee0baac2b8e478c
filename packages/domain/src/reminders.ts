/**
 * Study reminder e-mails (issue 26, decision 0043): opt-in, on the days a student chooses (or
 * every day), at most one a day, from REMINDER_HOUR in the student's own time zone. Pure rules
 * shared by the api (when the next one is due) and the account page (what may be chosen).
 */

/** Days of the week, Sunday first (Date#getUTCDay order). */
export const REMINDER_WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type ReminderWeekday = (typeof REMINDER_WEEKDAYS)[number];

/** Every day, or the chosen days of the week. */
export type ReminderDays = 'daily' | readonly ReminderWeekday[];

/** A reminder is sent from this hour (local time) on a chosen day... */
export const REMINDER_HOUR = 8;
/** ...and not after this one: a day whose evening has come is skipped, not sent late. */
export const REMINDER_LAST_HOUR = 21;

/** The days as stored: 'daily' or the chosen days joined by commas, in week order. */
export function formatReminderDays(days: ReminderDays): string {
  if (days === 'daily') return 'daily';
  return REMINDER_WEEKDAYS.filter((d) => days.includes(d)).join(',');
}

/** The stored days back; anything unknown is dropped (no day left means daily is not assumed). */
export function parseReminderDays(stored: string): ReminderDays {
  if (stored === 'daily') return 'daily';
  const chosen = stored.split(',');
  return REMINDER_WEEKDAYS.filter((d) => chosen.includes(d));
}

/** Whether `zone` is an IANA time zone this runtime knows ('Europe/Paris', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type LocalParts = { date: string; hour: number; weekday: number };

/** The calendar date (YYYY-MM-DD), hour and weekday at `ms` in `zone`. */
export function localParts(ms: number, zone: string): LocalParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  return {
    date,
    hour: Number(get('hour')),
    weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
  };
}

/** The zone's offset from UTC at `ms`, in ms (positive east of Greenwich). */
function zoneOffset(ms: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant of `hour`:00 local time on `date` (YYYY-MM-DD) in `zone`. */
export function localTimeAt(date: string, hour: number, zone: string): number {
  const naive = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  // Twice: the offset at the first guess may differ from the offset at the answer (DST).
  const first = naive - zoneOffset(naive, zone);
  return naive - zoneOffset(first, zone);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * When the next reminder is due: REMINDER_HOUR local time on the next chosen day that has not
 * had one (`lastSentOn`, the local date of the last). Today counts until REMINDER_LAST_HOUR: a
 * student who opts in at 3 pm gets today's reminder now. Null when no day is chosen.
 */
export function nextReminderAt(
  days: ReminderDays,
  zone: string,
  nowMs: number,
  lastSentOn: string | null,
): number | null {
  if (days !== 'daily' && days.length === 0) return null;
  const today = localParts(nowMs, zone);
  for (let d = 0; d <= 7; d++) {
    const date = addDays(today.date, d);
    if (lastSentOn !== null && date <= lastSentOn) continue;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const name = REMINDER_WEEKDAYS[weekday] as ReminderWeekday;
    if (days !== 'daily' && !days.includes(name)) continue;
    if (d === 0 && today.hour >= REMINDER_LAST_HOUR) continue;
    return localTimeAt(date, REMINDER_HOUR, zone);
  }
  return null;
}
