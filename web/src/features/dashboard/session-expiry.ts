import { AUTH_MESSAGES, UNAUTHORIZED_REDIRECT_DELAY_MS } from '@app/domain';
import { useEffect, useRef } from 'react';
import { isSignedOutFailure } from '../../lib/call-failure';
import { showToast } from '../../ui/toast';

/**
 * Spec §2/§8: when the dashboard's reads say the session is gone, toast 'Unauthorized - You
 * are logged out. Logging in again...', then after 500 ms call `onSignedOut` (the route
 * sends the visitor to /auth).
 */
export function useSessionExpiry(errors: readonly unknown[], onSignedOut: () => void): void {
  const expired = errors.some(isSignedOutFailure);
  const callback = useRef(onSignedOut);
  useEffect(() => {
    callback.current = onSignedOut;
  });

  useEffect(() => {
    if (!expired) return;
    void showToast({
      title: AUTH_MESSAGES.unauthorizedTitle,
      message: AUTH_MESSAGES.unauthorizedText,
      variant: 'destructive',
    });
    const timer = setTimeout(() => callback.current(), UNAUTHORIZED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [expired]);
}
