import {
  OUTREACH_MESSAGES as M,
  type MessageResult,
  type newsletterInputSchema,
  type unsubscribeInputSchema,
} from '@app/domain';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { enforceLimit } from '../../lib/rate-limit';
import { randomToken } from '../../lib/tokens';
import { newsletterWelcomeEmail } from '../../mail/templates/newsletter-welcome';
import type { Context } from '../../trpc';
import {
  insertSubscriber,
  markUnsubscribed,
  resubscribe,
  subscriberByEmail,
  subscriberByToken,
} from './repo';

export type SubscribeResult = MessageResult & { created: boolean };

/**
 * One row per address. A new (or returning) subscriber gets a welcome e-mail with an
 * unsubscribe link; someone already subscribed is told so politely, and nothing is sent.
 */
export async function subscribe(
  ctx: Context,
  input: z.output<typeof newsletterInputSchema>,
): Promise<SubscribeResult> {
  const { db, clock, config, mailer } = ctx.deps;
  const now = clock.now();
  await enforceLimit(
    db,
    'newsletterPerIp',
    ctx.clientIp,
    'sign-ups from your network',
    now,
    ctx.resHeaders,
  );
  const existing = await subscriberByEmail(db, input.email);
  if (existing?.status === 'subscribed') return { message: M.alreadySubscribed, created: false };

  const token = randomToken(20);
  const link = `${config.publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  try {
    // The subscription and its welcome e-mail are one change: both written, or neither.
    await db.transaction().execute(async (trx) => {
      if (existing) {
        await resubscribe(trx, existing.id, token, isoAt(now));
      } else {
        await insertSubscriber(trx, {
          id: crypto.randomUUID(),
          email: input.email,
          status: 'subscribed',
          unsubscribe_token: token,
          created_at: isoAt(now),
          updated_at: isoAt(now),
        });
      }
      await mailer.queue(trx, newsletterWelcomeEmail(input.email, link));
    });
  } catch (error) {
    // The same address, sent twice at once: the other request subscribed it.
    if (isUniqueViolation(error)) return { message: M.alreadySubscribed, created: false };
    throw error;
  }
  mailer.wake();
  return { message: M.subscribed, created: true };
}

export async function unsubscribe(
  ctx: Context,
  input: z.output<typeof unsubscribeInputSchema>,
): Promise<MessageResult> {
  const { db, clock } = ctx.deps;
  await enforceLimit(
    db,
    'unsubscribePerIp',
    ctx.clientIp,
    'unsubscribe attempts from your network',
    clock.now(),
    ctx.resHeaders,
  );
  const row = await subscriberByToken(db, input.token);
  if (!row) throw new AppError('BAD_REQUEST', M.unsubscribeLinkInvalid);
  if (row.status === 'subscribed') {
    await markUnsubscribed(db, row.id, isoAt(clock.now()));
  }
  return { message: M.unsubscribed };
}
