import { AUTH_MESSAGES, RESET_LINK_TOAST_MS } from '@app/domain';
import { callFailure } from '../../lib/call-failure';
import { answerText, connectionToast, type ToastOptions } from '../../lib/failure-toast';
import type { AuthMode } from './validation';

/*
 * Spec §8 for the account screens, as pure functions from a failed call to what is shown.
 * A failed call is an HttpError (the server answered) or a TypeError (fetch threw).
 */

/**
 * Our title for a failed sign-in. The spec's catalogue titles every auth failure toast
 * 'Registration Error'; a wrong password then reads as a failed registration, so sign-in
 * failures get their own title (decision 0009). Registration keeps the spec's title, and
 * both keep the spec's texts: the server's message, or 'Login failed. Please try again.'.
 */
export const SIGN_IN_ERROR_TITLE = 'Sign In Failed';

/** Sign-in failures ('Sign In Failed') and create-account failures ('Registration Error'). */
export function signInFailureToast(error: unknown, mode: AuthMode): ToastOptions {
  const failure = callFailure(error);
  if (failure.kind === 'network') return connectionToast(failure.message);
  const fallback = mode === 'signIn' ? AUTH_MESSAGES.loginFailed : AUTH_MESSAGES.registrationFailed;
  return {
    title: mode === 'signIn' ? SIGN_IN_ERROR_TITLE : AUTH_MESSAGES.registrationErrorTitle,
    message: answerText(failure, fallback),
    variant: 'destructive',
  };
}

/** Try Demo: only a network failure is reported; a refused sign-in stays silent (spec §8). */
export function demoFailureToast(error: unknown): ToastOptions | null {
  if (callFailure(error).kind !== 'network') return null;
  return {
    title: AUTH_MESSAGES.errorTitle,
    message: AUTH_MESSAGES.demoLoginFailed,
    variant: 'destructive',
  };
}

export function forgotFailureToast(error: unknown): ToastOptions {
  const failure = callFailure(error);
  return {
    title: AUTH_MESSAGES.errorTitle,
    message:
      failure.kind === 'network'
        ? AUTH_MESSAGES.forgotNetworkFailed
        : answerText(failure, AUTH_MESSAGES.forgotFailed),
    variant: 'destructive',
  };
}

/** The server's answer plus where to look if the e-mail does not arrive, shown for 8 s. */
export function forgotSuccessToast(serverMessage: string): ToastOptions {
  return {
    title: AUTH_MESSAGES.resetLinkSentTitle,
    message: `${serverMessage} ${AUTH_MESSAGES.spamAdvice}`,
    autoClose: RESET_LINK_TOAST_MS,
  };
}

/** The reset screen shows this under its form. */
export function resetFailureMessage(error: unknown): string {
  const failure = callFailure(error);
  return failure.kind === 'network'
    ? AUTH_MESSAGES.resetNetworkFailed
    : answerText(failure, AUTH_MESSAGES.resetFailed);
}
