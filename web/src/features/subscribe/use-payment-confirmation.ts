import type { PaymentConfirmation } from '@app/domain';
import { useCallback, useEffect, useState } from 'react';
import { type CallFailure, callFailure } from '../../lib/call-failure';
import { refreshPremiumAccess } from '../../lib/premium-access';
import { useTrpc, useTrpcClient } from '../../lib/trpc';
import type { ReturnParams } from './return-params';

/** While the provider has not confirmed: ask again every 1.5 s … */
export const CONFIRM_POLL_INTERVAL_MS = 1500;
/** … for about 30 s, then say it is taking longer (with Check again). */
export const CONFIRM_POLL_TIMEOUT_MS = 30_000;

export type ConfirmationState =
  | { phase: 'checking' }
  /** Still pending after CONFIRM_POLL_TIMEOUT_MS. */
  | { phase: 'slow' }
  | { phase: 'settled'; confirmation: PaymentConfirmation }
  | { phase: 'failed'; failure: CallFailure };

/**
 * Calls `payments.confirm` with what the provider's redirect brought back, and again while
 * the payment is pending. A success refreshes everything that shows premium access (header
 * badge, dashboard, /subscribe) without a reload. `retry` starts another round of checks.
 * Nothing is called while `enabled` is false (a visitor known to be signed out).
 */
export function usePaymentConfirmation(params: ReturnParams | null, enabled: boolean) {
  const trpc = useTrpc();
  const client = useTrpcClient();
  const [state, setState] = useState<ConfirmationState>({ phase: 'checking' });
  const [round, setRound] = useState(0);
  const reference = params?.reference;
  const transactionId = params?.transactionId;
  const status = params?.status;

  // `round` (Check again, Try again) starts another round of checks.
  useEffect(() => {
    if (!enabled || !reference) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    setState({ phase: 'checking' });

    async function check() {
      try {
        const confirmation = await client.payments.confirm.mutate({
          reference: reference as string,
          ...(transactionId ? { transactionId } : {}),
          ...(status ? { status } : {}),
        });
        if (stopped) return;
        if (confirmation.payment.status !== 'pending') {
          if (confirmation.payment.status === 'succeeded') void refreshPremiumAccess(trpc);
          setState({ phase: 'settled', confirmation });
        } else if (Date.now() - startedAt + CONFIRM_POLL_INTERVAL_MS > CONFIRM_POLL_TIMEOUT_MS) {
          setState({ phase: 'slow' });
        } else {
          timer = setTimeout(check, CONFIRM_POLL_INTERVAL_MS);
        }
      } catch (error) {
        if (!stopped) setState({ phase: 'failed', failure: callFailure(error) });
      }
    }

    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, trpc, enabled, reference, transactionId, status, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { state, retry };
}
