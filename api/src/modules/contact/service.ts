import { type contactInputSchema, OUTREACH_MESSAGES as M, type MessageResult } from '@app/domain';
import type { z } from 'zod';
import { isoAt } from '../../lib/clock';
import { enforceLimit } from '../../lib/rate-limit';
import { contactMessageEmail } from '../../mail/templates/contact-message';
import type { Context } from '../../trpc';
import { currentSession } from '../auth/request-auth';
import { insertContactMessage } from './repo';

/** Where support mail goes: the CMS site settings' address, else the configured one. */
async function supportAddress(ctx: Context): Promise<string> {
  try {
    const settings = await ctx.deps.content.siteSettings();
    if (settings.supportEmail) return settings.supportEmail;
  } catch (error) {
    ctx.deps.log.error('site settings unavailable for the support address', {
      error: String(error),
    });
  }
  return ctx.deps.config.mail.supportEmail;
}

/** Stores the message (the record is what counts) and e-mails it to the support inbox. */
export async function sendContactMessage(
  ctx: Context,
  input: z.output<typeof contactInputSchema>,
): Promise<MessageResult> {
  const { db, clock, mailer } = ctx.deps;
  const now = clock.now();
  await enforceLimit(
    db,
    'contactPerIp',
    ctx.clientIp,
    'messages from your network',
    now,
    ctx.resHeaders,
  );
  const signedIn = await currentSession(ctx);
  const support = await supportAddress(ctx);
  // The message and the support inbox's copy are one change: both written, or neither.
  await db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, {
      id: crypto.randomUUID(),
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      user_id: signedIn?.user.id ?? null,
      created_at: isoAt(now),
    });
    await mailer.queue(trx, contactMessageEmail(support, input));
  });
  mailer.wake();
  return { message: M.contactReceived };
}
