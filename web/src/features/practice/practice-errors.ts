import { PRACTICE_MESSAGES } from '@app/domain';
import { callFailure } from '../../lib/call-failure';
import type { ToastOptions } from '../../ui/toast';

export type StartFailure =
  | { kind: 'signed-out'; toast: ToastOptions }
  | { kind: 'subscription-required'; toast: ToastOptions; message: string }
  | { kind: 'other'; toast: ToastOptions; message: string };

/**
 * Spec §8 session-start errors, decided on the api's error code: signed out
 * (UNAUTHENTICATED) → 'Unauthorized - You are logged out…' (then /auth); the free questions
 * used or premium needed (FREE_LIMIT_REACHED, SUBSCRIPTION_REQUIRED: the spec's "message
 * containing 'requires'") → 'Subscription Required - …' and the Subscription Required page;
 * anything else → 'Error - Failed to start test session…'.
 */
export function startFailure(error: unknown): StartFailure {
  const { status, code, message } = callFailure(error);
  if (code === 'UNAUTHENTICATED') {
    return {
      kind: 'signed-out',
      toast: {
        title: PRACTICE_MESSAGES.unauthorizedTitle,
        message: PRACTICE_MESSAGES.unauthorizedText,
        variant: 'destructive',
      },
    };
  }
  if (code === 'FREE_LIMIT_REACHED' || code === 'SUBSCRIPTION_REQUIRED') {
    return {
      kind: 'subscription-required',
      message,
      toast: {
        title: PRACTICE_MESSAGES.subscriptionRequiredTitle,
        message: PRACTICE_MESSAGES.subscriptionRequiredText,
        variant: 'destructive',
      },
    };
  }
  return {
    kind: 'other',
    // A 4xx carries a message written for the student (e.g. no questions for a filter).
    message: status >= 400 && status < 500 && message ? message : PRACTICE_MESSAGES.startFailed,
    toast: {
      title: PRACTICE_MESSAGES.errorTitle,
      message: PRACTICE_MESSAGES.startFailed,
      variant: 'destructive',
    },
  };
}

export const submitFailedToast: ToastOptions = {
  title: PRACTICE_MESSAGES.errorTitle,
  message: PRACTICE_MESSAGES.submitFailed,
  variant: 'destructive',
};

/**
 * A flag or bookmark the server did not record. When it refused for a reason the student can
 * act on (the most bookmarks one may keep, too many changes at once), its message says so;
 * otherwise 'That change was not saved. Please try again.'
 */
export function markFailedToast(error: unknown): ToastOptions {
  const { code, message } = callFailure(error);
  const told = (code === 'BOOKMARK_LIMIT_REACHED' || code === 'RATE_LIMITED') && message;
  return {
    title: PRACTICE_MESSAGES.errorTitle,
    message: told ? message : PRACTICE_MESSAGES.markNotSaved,
    variant: 'destructive',
  };
}
