import { AUTH_MESSAGES, type MessageResult } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { callFailure, isSignedOutFailure } from '../lib/call-failure';
import { answerText, connectionToast, type ToastOptions } from '../lib/failure-toast';
import { fetchJson } from '../lib/http';

/*
 * Sign Out, from the shared header's user menu (ui/user-menu.tsx). Part of the session, not of
 * the auth feature: the header is shared layout and imports no feature (decision 0028).
 */

export const logout = () => fetchJson<MessageResult>('/api/logout', { method: 'POST', json: {} });

/** The caller leaves the page with a full load (see user-menu), which drops every cache. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
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
