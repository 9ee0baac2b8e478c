import { AUTH_MESSAGES, UNAUTHORIZED_REDIRECT_DELAY_MS } from '@app/domain';
import { useEffect, useRef } from 'react';
import { showToast } from '../../ui/toast';

/** A failed tRPC read whose session had expired (HTTP 401). */
export function isUnauthorized(error: unknown): boolean {
  const data = (error as { data?: { httpStatus?: unknown } | null } | null)?.data;
  return data?.httpStatus === 401;
}

/**
 * Spec §2/§8: when the dashboard's reads say the session is gone, toast 'Unauthorized - You
 * are logged out. Logging in again...', then after 500 ms call `onSignedOut` (the route
 * sends the visitor to /auth).
 */
export function useSessionExpiry(errors: readonly unknown[], onSignedOut: () => void): void {
  const expired = errors.some(isUnauthorized);
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
