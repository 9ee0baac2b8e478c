import { randomUUID } from 'node:crypto';
import { isSubscriptionActive, SUBSCRIPTION_DAYS } from '@app/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAt } from '../../lib/clock';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { lockUser } from '../payments/repo';
import { hasCoveringPeriod } from './repo';
import {
  grantSubscription,
  hasPremiumAccess,
  premiumExamIds,
  refundPeriod,
  subscriptionStatus,
} from './service';

/*
 * Issue 22 item 1: paid access is a set of periods. Every order of buying and refunding one
 * to four periods of an exam, with time passing, on the real database, against a model that
 * knows nothing of dates: each purchase is a credit of 10 days, time spends the credit of the
 * earliest purchase that has some, a refund drops the purchase's credit. And the SQL access
 * predicate agrees with the domain's `isSubscriptionActive` at every period boundary.
 */

const HOUR_MS = 3_600_000;
const PERIOD_MS = SUBSCRIPTION_DAYS * 24 * HOUR_MS;
const NEX = 5;
const START = Date.parse('2026-11-21T12:00:00.000Z');

type Op = { kind: 'buy' } | { kind: 'refund'; which: number } | { kind: 'wait'; hours: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.constant<Op>({ kind: 'buy' }), weight: 3 },
  { arbitrary: fc.nat(3).map<Op>((which) => ({ kind: 'refund', which })), weight: 3 },
  {
    arbitrary: fc.integer({ min: 1, max: 30 * 24 }).map<Op>((h) => ({ kind: 'wait', hours: h })),
    weight: 2,
  },
);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ DEMO_ACCOUNT: 'off' });
});
afterAll(async () => {
  await t?.close();
});

async function newUser(): Promise<string> {
  const id = randomUUID();
  await t.deps.db
    .insertInto('users')
    .values({
      id,
      email: `periods-${id}@example.com`,
      first_name: 'Pat',
      last_name: '',
      profile_image_url: null,
      is_admin: 0,
      is_demo: 0,
      password_hash: 'not-a-hash',
      created_at: isoAt(START),
      updated_at: isoAt(START),
    })
    .execute();
  return id;
}

const rowsOf = (userId: string) =>
  t.deps.db
    .selectFrom('subscriptions')
    .select(['id', 'status', 'starts_at', 'expires_at'])
    .where('user_id', '=', userId)
    .execute();

describe('paid periods on the database', () => {
  it('keep exactly the unrefunded days, in purchase order, whatever the order of buys and refunds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const userId = await newUser();
        const user = { id: userId, isAdmin: false };
        let now = START;
        const bought: string[] = [];
        const credit: number[] = [];
        for (const op of ops) {
          if (op.kind === 'buy') {
            if (bought.length === 4) continue;
            const period = await t.deps.db.transaction().execute(async (trx) => {
              await lockUser(trx, userId);
              return grantSubscription(trx, userId, NEX, now);
            });
            bought.push(period.id);
            credit.push(PERIOD_MS);
          } else if (op.kind === 'refund') {
            const id = bought[op.which];
            if (!id || credit[op.which] === undefined) continue;
            await t.deps.db.transaction().execute(async (trx) => {
              await lockUser(trx, userId);
              await refundPeriod(trx, id, now);
            });
            credit[op.which] = 0;
          } else {
            let left = op.hours * HOUR_MS;
            for (let i = 0; i < credit.length && left > 0; i++) {
              const spent = Math.min(credit[i] as number, left);
              credit[i] = (credit[i] as number) - spent;
              left -= spent;
            }
            now += op.hours * HOUR_MS;
          }

          const rows = await rowsOf(userId);
          const byId = new Map(rows.map((r) => [r.id, r]));
          bought.forEach((id, i) => {
            const row = byId.get(id);
            const remaining =
              row?.status === 'active'
                ? Math.max(0, Date.parse(row.expires_at) - Math.max(Date.parse(row.starts_at), now))
                : 0;
            expect(remaining, `purchase ${i} after ${JSON.stringify(op)}`).toBe(credit[i]);
          });
          const total = credit.reduce((a, b) => a + b, 0);
          expect(await hasPremiumAccess(t.deps.db, user, NEX, now)).toBe(total > 0);
          const status = await subscriptionStatus(t.deps.db, userId, now);
          expect(status).toEqual({
            hasActiveSubscription: total > 0,
            expiresAt: total > 0 ? isoAt(now + total) : null,
          });
          const premium = await premiumExamIds(t.deps.db, user, now, [NEX]);
          expect(premium.get(NEX) ?? null).toBe(status.expiresAt);

          // The SQL predicate and the domain's agree at each boundary and either side of it.
          const probes = new Set<number>([now]);
          for (const r of rows) {
            for (const at of [Date.parse(r.starts_at), Date.parse(r.expires_at)]) {
              probes.add(at - 1);
              probes.add(at);
              probes.add(at + 1);
            }
          }
          for (const probe of probes) {
            const domain = rows.some((r) =>
              isSubscriptionActive(
                { status: r.status, startsAt: r.starts_at, expiresAt: r.expires_at },
                new Date(probe),
              ),
            );
            expect(await hasCoveringPeriod(t.deps.db, userId, isoAt(probe), NEX)).toBe(domain);
          }
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('agree with the domain rule at the edges of one period, and a refunded period gives none', async () => {
    const userId = await newUser();
    const startsAt = START + HOUR_MS;
    const expiresAt = startsAt + PERIOD_MS;
    const period = {
      user_id: userId,
      exam_type_id: NEX,
      starts_at: isoAt(startsAt),
      expires_at: isoAt(expiresAt),
      created_at: isoAt(START),
      updated_at: isoAt(START),
    };
    await t.deps.db
      .insertInto('subscriptions')
      .values({ ...period, id: randomUUID(), status: 'active' })
      .execute();
    const expected = new Map([
      [startsAt - 1, false],
      [startsAt, true],
      [startsAt + 1, true],
      [expiresAt - 1, true],
      [expiresAt, false],
      [expiresAt + 1, false],
    ]);
    for (const [at, active] of expected) {
      const domain = isSubscriptionActive(
        { status: 'active', startsAt: period.starts_at, expiresAt: period.expires_at },
        new Date(at),
      );
      expect(domain, isoAt(at)).toBe(active);
      expect(await hasCoveringPeriod(t.deps.db, userId, isoAt(at), NEX), isoAt(at)).toBe(active);
    }

    const refunded = await newUser();
    await t.deps.db
      .insertInto('subscriptions')
      .values({ ...period, user_id: refunded, id: randomUUID(), status: 'refunded' })
      .execute();
    expect(
      isSubscriptionActive(
        { status: 'refunded', startsAt: period.starts_at, expiresAt: period.expires_at },
        new Date(startsAt + 1),
      ),
    ).toBe(false);
    expect(await hasCoveringPeriod(t.deps.db, refunded, isoAt(startsAt + 1), NEX)).toBe(false);
  });
});
