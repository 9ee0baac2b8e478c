/**
 * Paid access as periods (spec §4 "subscription is active", decision 0019). Each purchase of an
 * exam is one period [startsAt, expiresAt); access holds only inside an active one. A purchase
 * made while access runs starts when the last paid period ends. Refunding a period removes its
 * days: the periods after it that have not started move up, each starting when the previous
 * unrefunded one ends, or now. "A period is active" is written once, as ACTIVE_PERIOD_RULE:
 * `isSubscriptionActive` applies it in memory and api/src/modules/subscriptions/repo.ts in
 * SQL; api/src/modules/subscriptions/periods.test.ts proves the two agree at every boundary.
 */

export const PERIOD_STATUS = { active: 'active', refunded: 'refunded' } as const;

export type PaidPeriod = {
  status: string;
  startsAt: Date | string;
  expiresAt: Date | string;
};

const ms = (at: Date | string) => new Date(at).getTime();

/**
 * Spec §4 "subscription is active": a period gives access when its status is active (not
 * refunded) and `now` is in [startsAt, expiresAt). The comparisons are data, `column op now`,
 * so that the SQL (`WHERE status = 'active' AND starts_at <= now AND expires_at > now`) reads
 * the same rule rather than restating it.
 */
export const ACTIVE_PERIOD_RULE = {
  status: PERIOD_STATUS.active,
  /** From its first instant: startsAt <= now. */
  startsAt: '<=',
  /** Until, not including, its expiry: expiresAt > now. */
  expiresAt: '>',
} as const;

type Comparison = (typeof ACTIVE_PERIOD_RULE)['startsAt' | 'expiresAt'];
const holds = (left: number, op: Comparison, right: number) =>
  op === '<=' ? left <= right : left > right;

/** Whether a period gives access at `now` (ACTIVE_PERIOD_RULE). */
export function isSubscriptionActive(period: PaidPeriod, now: Date = new Date()): boolean {
  if (period.status !== ACTIVE_PERIOD_RULE.status) return false;
  const t = now.getTime();
  return (
    holds(ms(period.startsAt), ACTIVE_PERIOD_RULE.startsAt, t) &&
    holds(ms(period.expiresAt), ACTIVE_PERIOD_RULE.expiresAt, t)
  );
}

/**
 * The end of the access running now: from the period covering `now`, through each active
 * period that starts no later than the previous one ends. Null when no period covers `now`.
 */
export function paidUntil(periods: readonly PaidPeriod[], now: Date = new Date()): string | null {
  const active = periods
    .filter((p) => p.status === PERIOD_STATUS.active)
    .sort((a, b) => ms(a.startsAt) - ms(b.startsAt));
  let end: number | null = null;
  for (const period of active) {
    if (end === null) {
      if (isSubscriptionActive(period, now)) end = ms(period.expiresAt);
    } else if (ms(period.startsAt) <= end) {
      end = Math.max(end, ms(period.expiresAt));
    }
  }
  return end === null ? null : new Date(end).toISOString();
}

/** Where a period bought at `now` starts: when the last active period ends, or now. */
export function nextPeriodStart(periods: readonly PaidPeriod[], now: Date = new Date()): Date {
  let start = now.getTime();
  for (const p of periods) {
    if (p.status === PERIOD_STATUS.active) start = Math.max(start, ms(p.expiresAt));
  }
  return new Date(start);
}

export type PeriodMove = { id: string; startsAt: string; expiresAt: string };

/**
 * The new dates of the periods that move after a refund (the refunded one already marked
 * refunded in `periods`, all of one user and exam). Periods that have started keep their dates;
 * each one not started yet keeps its length and starts when the previous active period ends,
 * or now if that is earlier. Returns only the periods whose dates change.
 */
export function periodsAfterRefund(
  periods: readonly (PaidPeriod & { id: string })[],
  now: Date = new Date(),
): PeriodMove[] {
  const t = now.getTime();
  const active = periods
    .filter((p) => p.status === PERIOD_STATUS.active)
    .sort((a, b) => ms(a.startsAt) - ms(b.startsAt) || ms(a.expiresAt) - ms(b.expiresAt));
  let cursor = t;
  const moves: PeriodMove[] = [];
  for (const period of active) {
    const start = ms(period.startsAt);
    const end = ms(period.expiresAt);
    if (start <= t) {
      cursor = Math.max(cursor, end);
      continue;
    }
    const newStart = Math.max(cursor, t);
    const newEnd = newStart + (end - start);
    cursor = newEnd;
    if (newStart !== start) {
      moves.push({
        id: period.id,
        startsAt: new Date(newStart).toISOString(),
        expiresAt: new Date(newEnd).toISOString(),
      });
    }
  }
  return moves;
}
