import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../auth';
import { CONTACT_LIMITS, OUTREACH_MESSAGES as M } from '../outreach';

const required = (requiredMessage: string, field: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, M.tooLong(field, max));

const email = z
  .string({ error: M.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: M.emailRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: M.invalidEmail, abort: true })
  .regex(z.regexes.email, M.invalidEmail);

/** POST /api/contact: all four fields required (spec §5). */
export const contactInputSchema = z.object({
  name: required(M.nameRequired, 'Name', CONTACT_LIMITS.name),
  email,
  subject: required(M.subjectRequired, 'Subject', CONTACT_LIMITS.subject),
  message: required(M.messageRequired, 'Message', CONTACT_LIMITS.message),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** POST /api/newsletter. */
export const newsletterInputSchema = z.object({ email });
export type NewsletterInput = z.input<typeof newsletterInputSchema>;

/** POST /api/newsletter/unsubscribe. */
export const unsubscribeInputSchema = z.object({
  token: z
    .string({ error: M.unsubscribeLinkInvalid })
    .trim()
    .min(1, { error: M.unsubscribeLinkInvalid, abort: true })
    .max(200, M.unsubscribeLinkInvalid),
});
export type UnsubscribeInput = z.input<typeof unsubscribeInputSchema>;
