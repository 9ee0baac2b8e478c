import { type ErrorCode, PAYMENT_MESSAGES as M } from '@app/domain';
import { callFailure } from '../../lib/call-failure';
import type { ToastOptions } from '../../ui/toast';

/** Refusals whose text tells the student what to do next (see checkoutFailure). */
const ACTIONABLE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'DEMO_ACCOUNT_RESTRICTED',
  'RATE_LIMITED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
]);

export type CheckoutFailure = { toast: ToastOptions; signIn: boolean };

/**
 * Spec §8 'Subscribe' for a failed `payments.createCheckout`:
 * - signed out (UNAUTHENTICATED): 'Authentication Required - Please sign in to subscribe.', then sign in (signIn).
 * - the refusals that say what to do next, by the api's error code — the shared demo account
 *   cannot pay (403), too many attempts: wait a few minutes (429), the provider is down and
 *   nothing was charged (503): 'Payment Error' with the server's message.
 * - any other non-ok answer: 'Payment Error' - 'Payment creation failed: {status}'.
 * - no answer at all (offline) or an unexpected error: 'Failed to create payment. Please try
 *   again.'
 */
export function checkoutFailure(error: unknown): CheckoutFailure {
  const { status, code, message } = callFailure(error);
  if (code === 'UNAUTHENTICATED') {
    return {
      signIn: true,
      toast: { title: M.authRequiredTitle, message: M.authRequiredText, variant: 'destructive' },
    };
  }
  const text =
    code && ACTIONABLE_CODES.has(code) && message
      ? message
      : status > 0
        ? M.paymentCreationFailed(status)
        : M.paymentFallback;
  return {
    signIn: false,
    toast: { title: M.paymentErrorTitle, message: text, variant: 'destructive' },
  };
}

/** Spec §8: the answer had no checkout URL (or not a web address we can send the browser to). */
export const noCheckoutUrlToast: ToastOptions = {
  title: M.paymentErrorTitle,
  message: M.noCheckoutUrl,
  variant: 'destructive',
};

/** The checkout URL if it is an http(s) address, else null. */
export function checkoutUrl(answer: { checkout_url?: unknown } | null | undefined): string | null {
  const url = answer?.checkout_url;
  if (typeof url !== 'string' || !url) return null;
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
