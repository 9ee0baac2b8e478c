import { AUTH_MESSAGES, UNAUTHORIZED_REDIRECT_DELAY_MS } from '@app/domain';
import { useEffect, useRef } from 'react';
import { isSignedOutFailure } from '../../lib/call-failure';
import { toastThen } from '../../ui/toast';

/**
 * Spec §2/§8: when the dashboard's reads say the session is gone, toast 'Unauthorized - You
 * are logged out. Logging in again...', then 500 ms after it shows call `onSignedOut` (the route
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
    return toastThen(
      {
        title: AUTH_MESSAGES.unauthorizedTitle,
        message: AUTH_MESSAGES.unauthorizedText,
        variant: 'destructive',
      },
      UNAUTHORIZED_REDIRECT_DELAY_MS,
      () => callback.current(),
    );
  }, [expired]);
}
