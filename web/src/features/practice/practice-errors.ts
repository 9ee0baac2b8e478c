import { PRACTICE_MESSAGES } from '@app/domain';
import type { ToastOptions } from '../../ui/toast';

/** Status and message of a failed tRPC call (or a network failure: status 0). */
export function callFailure(error: unknown): { status: number; message: string } {
  const e = error as { message?: unknown; data?: { httpStatus?: unknown } | null };
  const status = typeof e?.data?.httpStatus === 'number' ? e.data.httpStatus : 0;
  return { status, message: typeof e?.message === 'string' ? e.message : '' };
}

export type StartFailure =
  | { kind: 'signed-out'; toast: ToastOptions }
  | { kind: 'subscription-required'; toast: ToastOptions; message: string }
  | { kind: 'other'; toast: ToastOptions; message: string };

/**
 * Spec §8 session-start errors: 401 → 'Unauthorized - You are logged out…' (then /auth);
 * a message containing 'requires' → 'Subscription Required - …' (and the Subscription
 * Required page); anything else → 'Error - Failed to start test session…'.
 */
export function startFailure(error: unknown): StartFailure {
  const { status, message } = callFailure(error);
  if (status === 401) {
    return {
      kind: 'signed-out',
      toast: {
        title: PRACTICE_MESSAGES.unauthorizedTitle,
        message: PRACTICE_MESSAGES.unauthorizedText,
        variant: 'destructive',
      },
    };
  }
  if (message.includes('requires')) {
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
