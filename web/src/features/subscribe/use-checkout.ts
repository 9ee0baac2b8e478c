import {
  CHECKOUT_REDIRECT_DELAY_MS,
  PAYMENT_MESSAGES as M,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
} from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { signInHref } from '../../lib/auth-redirect';
import { useTrpcClient } from '../../lib/trpc';
import { showToast } from '../../ui/toast';
import { checkoutFailure, checkoutUrl, noCheckoutUrlToast } from './checkout-failure';

/** The page of one exam's card: where signing in comes back to. */
export const subscribePath = (examTypeId: number) => `/subscribe?exam=${examTypeId}`;

type CheckoutOptions = {
  /** false: signed out (sign in first); true or undefined (still loading): ask the server. */
  signedIn: boolean | undefined;
  /** A full page load: the provider's checkout, or /auth after a 401 (drops stale caches). */
  leave: (url: string) => void;
};

/**
 * Spec §4 payment flow: Subscribe → 'Processing...' → toast 'Redirecting to Payment' → the
 * checkout 1 s later; the §8 failures otherwise. `pendingExamId` is the exam whose checkout
 * is being opened (every Subscribe button waits meanwhile), null when none is.
 */
export function useCheckout({ signedIn, leave }: CheckoutOptions) {
  const client = useTrpcClient();
  const navigate = useNavigate();
  const [pendingExamId, setPendingExamId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The state re-renders the buttons; the ref stops a second click before that happens.
  const busy = useRef(false);
  const settle = useCallback((examTypeId: number | null) => {
    busy.current = examTypeId !== null;
    setPendingExamId(examTypeId);
  }, []);
  const mutation = useMutation({
    mutationFn: (examTypeId: number) => client.payments.createCheckout.mutate({ examTypeId }),
  });
  const { mutateAsync } = mutation;

  useEffect(() => () => clearTimeout(timer.current), []);

  // Back from the checkout with the browser's Back button, the page may be restored as it was
  // left (bfcache), 'Processing...' included: make the buttons usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) settle(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [settle]);

  const start = useCallback(
    async (examTypeId: number) => {
      if (busy.current) return;
      if (signedIn === false) {
        void showToast({
          title: M.signInRequiredTitle,
          message: M.signInRequiredText,
          variant: 'destructive',
        });
        void navigate({ to: '/auth', search: { redirect: subscribePath(examTypeId) } });
        return;
      }
      settle(examTypeId);
      let answer: Awaited<ReturnType<typeof mutateAsync>>;
      try {
        answer = await mutateAsync(examTypeId);
      } catch (error) {
        const failure = checkoutFailure(error);
        void showToast(failure.toast);
        settle(null);
        if (failure.signIn) {
          const href = signInHref(subscribePath(examTypeId));
          timer.current = setTimeout(() => leave(href), UNAUTHORIZED_REDIRECT_DELAY_MS);
        }
        return;
      }
      const url = checkoutUrl(answer);
      if (!url) {
        void showToast(noCheckoutUrlToast);
        settle(null);
        return;
      }
      // Still 'Processing...' until the browser leaves for the checkout.
      void showToast({ title: M.redirectingTitle, message: M.redirectingText });
      timer.current = setTimeout(() => leave(url), CHECKOUT_REDIRECT_DELAY_MS);
    },
    [signedIn, navigate, mutateAsync, leave, settle],
  );

  return { start, pendingExamId };
}
