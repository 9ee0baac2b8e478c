import { minutesUntil, RATE_LIMITS, type RateLimitName, tooManyAttemptsMessage } from '@app/domain';
import { sql } from 'kysely';
import type { Db } from '../db/kysely';
import { AppError } from '../errors';
import { isoAt } from './clock';

/*
 * Fixed-window counters kept in the database, so a limit holds however many api processes
 * serve the site. One row per limit and subject ('loginPerIp:203.0.113.7'); the upsert
 * counts atomically on SQLite and PostgreSQL alike.
 */

export type WindowCount = { count: number; resetsAtMs: number };

function rowKey(name: RateLimitName, subject: string): string {
  return `${name}:${subject}`.slice(0, 320);
}

/** Counts one event and returns the count in the current window. */
export async function countEvent(
  db: Db,
  name: RateLimitName,
  subject: string,
  nowMs: number,
): Promise<WindowCount> {
  const { windowMs } = RATE_LIMITS[name];
  const now = isoAt(nowMs);
  const expired = isoAt(nowMs - windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key: rowKey(name, subject), window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<string>`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetsAtMs: Date.parse(row.window_start) + windowMs };
}

/** The count in the current window without adding to it. */
export async function peekCount(
  db: Db,
  name: RateLimitName,
  subject: string,
  nowMs: number,
): Promise<WindowCount> {
  const { windowMs } = RATE_LIMITS[name];
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_start'])
    .where('key', '=', rowKey(name, subject))
    .executeTakeFirst();
  if (!row || Date.parse(row.window_start) + windowMs <= nowMs) {
    return { count: 0, resetsAtMs: nowMs + windowMs };
  }
  return { count: Number(row.count), resetsAtMs: Date.parse(row.window_start) + windowMs };
}

export function isOverLimit(name: RateLimitName, window: WindowCount): boolean {
  return window.count > RATE_LIMITS[name].max;
}

/**
 * A 429 whose message says when to try again; `resHeaders` gets Retry-After.
 * `what` completes 'Too many …', e.g. 'sign-in attempts'.
 */
export function tooManyRequests(
  what: string,
  window: WindowCount,
  nowMs: number,
  resHeaders?: Headers,
): AppError {
  const minutes = minutesUntil(window.resetsAtMs, nowMs);
  resHeaders?.set(
    'Retry-After',
    String(Math.max(1, Math.ceil((window.resetsAtMs - nowMs) / 1000))),
  );
  return new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(what, minutes));
}

/** Counts one event and refuses it with a 429 when it goes over the limit. */
export async function enforceLimit(
  db: Db,
  name: RateLimitName,
  subject: string,
  what: string,
  nowMs: number,
  resHeaders?: Headers,
): Promise<void> {
  const window = await countEvent(db, name, subject, nowMs);
  if (isOverLimit(name, window)) throw tooManyRequests(what, window, nowMs, resHeaders);
}

/** Drops counters whose window ended (the hourly sweep). */
export async function deleteExpiredCounters(db: Db, nowMs: number): Promise<void> {
  const longest = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowMs));
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<=', isoAt(nowMs - longest))
    .execute();
}
