import { AUTH_MESSAGES, connectionFailedMessage, serverErrorMessage } from '@app/domain';
import type { CallFailure } from './call-failure';

/*
 * The parts of a failed call's toast shared by the account screens (features/auth) and the
 * header's Sign Out (session/sign-out.ts), as pure functions of the failure (spec §8).
 */

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
export function connectionToast(message: string): ToastOptions {
  return {
    title: AUTH_MESSAGES.connectionErrorTitle,
    message: connectionFailedMessage(message),
    variant: 'destructive',
  };
}
