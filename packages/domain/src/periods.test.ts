import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSubscriptionActive,
  nextPeriodStart,
  type PaidPeriod,
  paidUntil,
  periodsAfterRefund,
} from './periods';
import { subscriptionExpiry } from './rules';

const now = new Date('2026-11-21T12:00:00Z');
const hours = (h: number, from = now) => new Date(from.getTime() + h * 3_600_000);
const DAY_H = 24;

describe('a paid period', () => {
  it('gives access only inside [startsAt, expiresAt) while active', () => {
    const period = { status: 'active', startsAt: hours(-1), expiresAt: hours(1) };
    expect(isSubscriptionActive(period, now)).toBe(true);
    expect(isSubscriptionActive({ ...period, startsAt: now }, now)).toBe(true);
    expect(isSubscriptionActive({ ...period, expiresAt: now }, now)).toBe(false);
    expect(isSubscriptionActive({ ...period, startsAt: hours(1), expiresAt: hours(5) }, now)).toBe(
      false,
    );
    expect(isSubscriptionActive({ ...period, status: 'refunded' }, now)).toBe(false);
    expect(isSubscriptionActive({ ...period, expiresAt: hours(2).toISOString() }, now)).toBe(true);
  });

  it('reads paid-until through stacked periods, and nothing when none covers now', () => {
    const a = { status: 'active', startsAt: hours(-5), expiresAt: hours(235) };
    const b = { status: 'active', startsAt: hours(235), expiresAt: hours(475) };
    expect(paidUntil([b, a], now)).toBe(hours(475).toISOString());
    expect(paidUntil([b], now)).toBeNull();
    expect(paidUntil([{ ...a, status: 'refunded' }, b], now)).toBeNull();
    expect(nextPeriodStart([a, b], now)).toEqual(hours(475));
    expect(nextPeriodStart([{ ...b, status: 'refunded' }], now)).toEqual(now);
  });
});

/*
 * Every order of buying and refunding up to four periods, with time passing, against a model
 * that knows nothing of dates: each purchase is a credit of 10 days; time spends the credit of
 * the earliest purchase that has some; a refund drops the purchase's credit.
 */
type Op = { kind: 'buy' } | { kind: 'refund'; which: number } | { kind: 'wait'; hours: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.constant<Op>({ kind: 'buy' }),
  fc.nat(3).map<Op>((which) => ({ kind: 'refund', which })),
  fc.integer({ min: 1, max: 30 * DAY_H }).map<Op>((h) => ({ kind: 'wait', hours: h })),
);

describe('buying and refunding periods in any order', () => {
  it('leaves exactly the unrefunded credit, used in purchase order, with no gap', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 14 }), (ops) => {
        let t = now;
        const periods: (PaidPeriod & { id: string; startsAt: Date; expiresAt: Date })[] = [];
        const credit: number[] = [];
        for (const op of ops) {
          if (op.kind === 'buy') {
            if (periods.length === 4) continue;
            const start = nextPeriodStart(periods, t);
            periods.push({
              id: String(periods.length),
              status: 'active',
              startsAt: start,
              expiresAt: subscriptionExpiry(start),
            });
            credit.push(10 * DAY_H * 3_600_000);
          } else if (op.kind === 'refund') {
            const period = periods[op.which];
            if (period?.status !== 'active') continue;
            period.status = 'refunded';
            credit[op.which] = 0;
            for (const move of periodsAfterRefund(periods, t)) {
              const moved = periods[Number(move.id)] as (typeof periods)[number];
              moved.startsAt = new Date(move.startsAt);
              moved.expiresAt = new Date(move.expiresAt);
            }
          } else {
            let left = op.hours * 3_600_000;
            for (let i = 0; i < credit.length && left > 0; i++) {
              const spent = Math.min(credit[i] as number, left);
              credit[i] = (credit[i] as number) - spent;
              left -= spent;
            }
            t = hours(op.hours, t);
          }
          // Each purchase's remaining days are what the model says is left of its credit.
          periods.forEach((p, i) => {
            const remaining =
              p.status === 'active'
                ? Math.max(0, p.expiresAt.getTime() - Math.max(p.startsAt.getTime(), t.getTime()))
                : 0;
            expect(remaining).toBe(credit[i]);
          });
          const total = credit.reduce((a, b) => a + b, 0);
          const covering = periods.some((p) => isSubscriptionActive(p, t));
          expect(covering).toBe(total > 0);
          expect(paidUntil(periods, t)).toBe(
            total > 0 ? new Date(t.getTime() + total).toISOString() : null,
          );
        }
      }),
      { numRuns: 2000 },
    );
  });
});
