import { OUTREACH_MESSAGES as M } from '@app/domain';
import { callFailure } from '../../lib/call-failure';
import { fetchJson } from '../../lib/http';
import type { ContactValues } from './contact-validation';

/*
 * Sending the contact form, without React: the call and what a failure says. Used by the
 * React form (contact-form.tsx) and the server-rendered /contact page's script
 * (document/contact.ts).
 */

/** POST /api/contact; 201 {message}. */
export function postContact(payload: ContactValues): Promise<{ message: string }> {
  return fetchJson<{ message: string }>('/api/contact', { method: 'POST', json: payload });
}

/** What to tell the visitor when sending failed (spec §8). */
export function contactFailureText(error: unknown, supportEmail: string | null | undefined) {
  const { code, message } = callFailure(error);
  // The server's own words for invalid input and for too many messages.
  if ((code === 'VALIDATION_FAILED' || code === 'RATE_LIMITED') && message) return message;
  return M.contactFailed(supportEmail || 'our support e-mail address');
}
