import { describe, expect, it } from 'vitest';
import { localParts, localTimeAt, nextReminderAt, parseReminderDays } from './reminders';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('nextReminderAt', () => {
  it('is today when today is chosen and its evening has not come, else the next chosen day', () => {
    // Wednesday 4 March 2026.
    expect(iso(nextReminderAt('daily', 'UTC', at('2026-03-04T06:00:00Z'), null))).toBe(
      '2026-03-04T08:00:00.000Z',
    );
    // After 8 am: due now (8 am today has passed).
    expect(iso(nextReminderAt('daily', 'UTC', at('2026-03-04T15:00:00Z'), null))).toBe(
      '2026-03-04T08:00:00.000Z',
    );
    // From 9 pm today is skipped.
    expect(iso(nextReminderAt('daily', 'UTC', at('2026-03-04T21:30:00Z'), null))).toBe(
      '2026-03-05T08:00:00.000Z',
    );
    // Already sent today.
    expect(iso(nextReminderAt('daily', 'UTC', at('2026-03-04T15:00:00Z'), '2026-03-04'))).toBe(
      '2026-03-05T08:00:00.000Z',
    );
    expect(iso(nextReminderAt(['mon'], 'UTC', at('2026-03-04T06:00:00Z'), null))).toBe(
      '2026-03-09T08:00:00.000Z',
    );
    expect(nextReminderAt([], 'UTC', at('2026-03-04T06:00:00Z'), null)).toBeNull();
  });

  it('reads the day and the hour in the student’s zone, across a change of clocks', () => {
    // New York: 8 am EST is 13:00 UTC; after 8 March 2026 (EDT) it is 12:00 UTC.
    expect(iso(localTimeAt('2026-03-06', 8, 'America/New_York'))).toBe('2026-03-06T13:00:00.000Z');
    expect(iso(localTimeAt('2026-03-09', 8, 'America/New_York'))).toBe('2026-03-09T12:00:00.000Z');
    // Friday 23:00 UTC is Saturday 08:00 in Tokyo.
    expect(localParts(at('2026-03-06T23:00:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-03-07',
      hour: 8,
      weekday: 6,
    });
    expect(iso(nextReminderAt(['sat'], 'Asia/Tokyo', at('2026-03-06T10:00:00Z'), null))).toBe(
      '2026-03-06T23:00:00.000Z',
    );
  });

  it('keeps the stored days in week order and drops unknown ones', () => {
    expect(parseReminderDays('daily')).toBe('daily');
    expect(parseReminderDays('fri,mon,xyz')).toEqual(['mon', 'fri']);
  });
});
