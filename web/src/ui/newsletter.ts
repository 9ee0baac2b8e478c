import { callFailure } from '../lib/call-failure';
import { fetchJson } from '../lib/http';

/*
 * The footer's newsletter sign-up, without React: the call, its texts and what a failure
 * says. Used by the React form (site-footer-newsletter.tsx) and by the server-rendered public
 * pages' script (document/newsletter.ts).
 */

type MessageResult = { message: string };

/** POST /api/newsletter {email}: 201 (subscribed) or 200 (already subscribed) with a message. */
export function subscribeToNewsletter(email: string): Promise<MessageResult> {
  return fetchJson<MessageResult>('/api/newsletter', { method: 'POST', json: { email } });
}

export const NEWSLETTER_TEXTS = {
  placeholder: 'Enter your email address',
  empty: 'Please enter your email address.',
  network: 'Could not reach the server. Check your connection and try again.',
  failed: 'Could not subscribe you right now. Please try again later.',
  subscribedTitle: 'Newsletter',
  subscribedFallback: 'You are subscribed to the newsletter.',
} as const;

/** The server's message of a refusal (invalid address, too many sign-ups), or ours. */
export function newsletterFailureText(error: unknown): string {
  const failure = callFailure(error);
  if (failure.kind === 'network') return NEWSLETTER_TEXTS.network;
  if (failure.kind === 'answer' && failure.status < 500 && failure.message) return failure.message;
  return NEWSLETTER_TEXTS.failed;
}
