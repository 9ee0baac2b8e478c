import { AUTH_MESSAGES, connectionFailedMessage, serverErrorMessage } from '@app/domain';
import { callFailure } from '../../lib/call-failure';
import type { ToastOptions } from '../../ui/toast';

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * A failed settings call as a toast (spec §8 display rule): the server's JSON message under
 * the action's title (the demo account's 403 explains itself), 'Server error ({status}):
 * {text}' for a body that is not JSON, or 'Connection Error' when no answer came.
 */
export function accountFailureToast(error: unknown, title: string): ToastOptions {
  const failure = callFailure(error);
  if (failure.kind === 'network') {
    return {
      title: AUTH_MESSAGES.connectionErrorTitle,
      message: connectionFailedMessage(failure.message),
      variant: 'destructive',
    };
  }
  if (failure.message) return { title, message: failure.message, variant: 'destructive' };
  if (failure.text) {
    return {
      title,
      message: serverErrorMessage(failure.status, failure.text),
      variant: 'destructive',
    };
  }
  return { title, message: FALLBACK, variant: 'destructive' };
}
