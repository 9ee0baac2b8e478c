import {
  AUTH_MESSAGES,
  connectionFailedMessage,
  RESET_LINK_TOAST_MS,
  serverErrorMessage,
} from '@app/domain';
import { type CallFailure, callFailure, isSignedOutFailure } from '../../lib/call-failure';
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

/**
 * A toast of these screens: plain text, so the server-rendered /auth page (document/auth.ts)
 * shows the same ones without React.
 */
export type ToastOptions = {
  title: string;
  message: string;
  variant?: 'default' | 'destructive';
  autoClose?: number;
};

/** The server's JSON `message`; 'Server error ({status}): {text}' for a non-JSON body; else `fallback`. */
export function answerText(failure: CallFailure, fallback: string): string {
  if (failure.kind !== 'answer') return fallback;
  if (failure.message) return failure.message;
  if (failure.text) return serverErrorMessage(failure.status, failure.text);
  return fallback;
}

/** 'Connection Error' with 'Failed to connect to server: {message}'. */
function connectionToast(message: string): ToastOptions {
  return {
    title: AUTH_MESSAGES.connectionErrorTitle,
    message: connectionFailedMessage(message),
    variant: 'destructive',
  };
}

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

/**
 * Sign Out: null when the visitor may go on to the home page (signed out, or already was:
 * 401); otherwise the toast that says why they are still signed in.
 */
export function signOutFailureToast(error: unknown): ToastOptions | null {
  const failure = callFailure(error);
  if (failure.kind === 'network') return connectionToast(failure.message);
  if (isSignedOutFailure(error)) return null;
  return {
    title: AUTH_MESSAGES.signOutFailedTitle,
    message: answerText(failure, 'Please try again.'),
    variant: 'destructive',
  };
}
