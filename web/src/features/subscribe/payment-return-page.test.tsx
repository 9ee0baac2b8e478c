import type { PaymentConfirmation, PaymentView, User } from '@app/domain';
import { BRAND_NAME } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderPage } from '../../test/render';
import { answerTrpc, type TrpcHandler, TrpcRefusal } from '../../test/trpc-network';
import { makeUser, seedCurrentUser } from '../../test/users';
import { PremiumBadge } from '../../ui/premium-badge';
import { PaymentReturnPage } from './payment-return-page';
import { readReturnParams } from './return-params';
import { DAY_MS, payment } from './subscribe.fixtures';

const FLUTTERWAVE = '?status=successful&tx_ref=pp-0123&transaction_id=4567';
const PREMIUM_UNTIL = '2026-03-28T12:01:00.000Z';

const confirmation = (overrides: Partial<PaymentView> = {}): PaymentConfirmation => {
  const view = payment({ reference: 'pp-0123', ...overrides });
  return { payment: view, premiumUntil: view.status === 'succeeded' ? PREMIUM_UNTIL : null };
};

function renderReturn(
  search: string,
  { user = makeUser(), confirm }: { user?: User | null; confirm?: TrpcHandler } = {},
) {
  const calls = answerTrpc({
    'payments.confirm': confirm ?? (() => confirmation()),
  });
  const view = renderPage(
    <PaymentReturnPage
      params={readReturnParams(search)}
      user={user}
      returnPath={`/subscribe/return${search}`}
    />,
    { path: `/subscribe/return${search}` },
  );
  const confirmCalls = () => calls.filter((call) => call.path === 'payments.confirm');
  return { ...view, confirmCalls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  notifications.clean();
});

describe('/subscribe/return', () => {
  it('says which exam is premium until when, with Start Practice', async () => {
    const { confirmCalls } = renderReturn(FLUTTERWAVE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment successful' }),
    ).toBeTruthy();
    expect(screen.getByText('HESI A2 premium is yours until March 28, 2026.')).toBeTruthy();
    expect(screen.getByText('A receipt is on its way to your e-mail.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Practice' }).getAttribute('href')).toBe(
      '/practice/3',
    );
    expect(confirmCalls().map((call) => call.input)).toEqual([
      { reference: 'pp-0123', transactionId: '4567', status: 'successful' },
    ]);
    expect(document.title).toBe(`Payment — ${BRAND_NAME}`);
  });

  it("updates the header's plan badge without a reload", async () => {
    let premium = false;
    answerTrpc({
      'payments.confirm': () => {
        premium = true;
        return confirmation();
      },
      'subscriptions.status': () =>
        premium
          ? {
              hasActiveSubscription: true,
              expiresAt: new Date(Date.now() + 10 * DAY_MS - 1000).toISOString(),
            }
          : { hasActiveSubscription: false, expiresAt: null },
    });
    renderPage(
      <>
        <PremiumBadge />
        <PaymentReturnPage
          params={readReturnParams(FLUTTERWAVE)}
          user={makeUser()}
          returnPath="/subscribe/return"
        />
      </>,
    );
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(await screen.findByText('Premium · 10 days left')).toBeTruthy();
    expect(screen.queryByText('Upgrade to Premium')).toBeNull();
  });

  it("confirms a Paystack return by its 'reference'", async () => {
    const { confirmCalls } = renderReturn('?trxref=pp-77&reference=pp-77');
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(confirmCalls().map((call) => call.input)).toEqual([{ reference: 'pp-77' }]);
  });

  it("shows 'Confirming your payment…' and asks again every 1.5 s while pending", async () => {
    vi.useFakeTimers();
    let answers = 0;
    const { confirmCalls } = renderReturn(FLUTTERWAVE, {
      confirm: () => {
        answers += 1;
        return answers < 3 ? confirmation({ status: 'pending', paidAt: null }) : confirmation();
      },
    });
    const status = await vi.waitFor(() => screen.getByRole('status'));
    expect(within(status).getByText('Confirming your payment…')).toBeTruthy();
    await vi.waitFor(() => expect(confirmCalls()).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(1400);
    expect(confirmCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(confirmCalls()).toHaveLength(2);
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(1500);
    await vi.waitFor(() => screen.getByText('Payment successful'));
    expect(confirmCalls()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(confirmCalls()).toHaveLength(3);
  });

  it('says it is taking longer after about 30 s, and Check again asks once more', async () => {
    vi.useFakeTimers();
    let confirmed = false;
    const { confirmCalls } = renderReturn(FLUTTERWAVE, {
      confirm: () =>
        confirmed ? confirmation() : confirmation({ status: 'pending', paidAt: null }),
    });
    await vi.waitFor(() => screen.getByText('Confirming your payment…'));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This is taking longer than usual' }),
    ).toBeTruthy();
    expect(screen.getByText(/we e-mail you a receipt/)).toBeTruthy();
    const checks = confirmCalls().length;
    expect(checks).toBeGreaterThanOrEqual(19);
    expect(checks).toBeLessThanOrEqual(21);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(confirmCalls()).toHaveLength(checks); // it stopped asking

    confirmed = true;
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    const done = await vi.waitFor(() =>
      screen.getByRole('heading', { level: 1, name: 'Payment successful' }),
    );
    expect(confirmCalls()).toHaveLength(checks + 1);
    // The keyboard is not left on the Check again button that went away.
    expect(document.activeElement).toBe(done);
  });

  it.each([
    ['cancelled', 'Payment cancelled', 'You left the checkout before paying. Nothing was charged.'],
    ['failed', 'Payment failed', /did not go through and nothing was charged/],
  ] as const)(
    'has its own page when the payment was %s, with Try again',
    async (status, title, text) => {
      renderReturn(`?status=${status}&tx_ref=pp-0123`, {
        confirm: () => confirmation({ status, paidAt: null }),
      });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
        '/subscribe?exam=3',
      );
      expect(screen.queryByRole('link', { name: 'Start Practice' })).toBeNull();
    },
  );

  it('says the link is invalid without a payment reference, and asks nothing', async () => {
    const { confirmCalls } = renderReturn('?status=successful');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid payment link' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View plans' }).getAttribute('href')).toBe(
      '/subscribe',
    );
    expect(confirmCalls()).toHaveLength(0);
  });

  it('asks a signed-out visitor to sign in and come back here', async () => {
    const { confirmCalls } = renderReturn(FLUTTERWAVE, { user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to see your payment' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth?redirect=${encodeURIComponent(`/subscribe/return${FLUTTERWAVE}`)}`,
    );
    expect(confirmCalls()).toHaveLength(0);
  });

  it('asks to sign in when the session ended meanwhile (401)', async () => {
    renderReturn(FLUTTERWAVE, {
      confirm: () => {
        throw new TrpcRefusal(401, 'Please sign in');
      },
    });
    expect(await screen.findByText('Sign in to see your payment')).toBeTruthy();
  });

  it("shows the server's reason for a payment it does not know, and Try again asks again", async () => {
    let known = false;
    const { confirmCalls } = renderReturn(FLUTTERWAVE, {
      confirm: () => {
        if (!known) throw new TrpcRefusal(404, 'Payment not found');
        return confirmation();
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Could not check your payment' }),
    ).toBeTruthy();
    expect(screen.getByText('Payment not found')).toBeTruthy();
    known = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(confirmCalls()).toHaveLength(2);
  });
});

describe('the /subscribe/return route', () => {
  it('sends the transaction id exactly as the provider wrote it', async () => {
    const calls = answerTrpc({ 'payments.confirm': () => confirmation() });
    renderApp(
      '/subscribe/return?status=successful&tx_ref=pp-0123&transaction_id=12345678901234567890',
      {
        seed: seedCurrentUser(makeUser()),
      },
    );
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'payments.confirm')?.input).toEqual({
        reference: 'pp-0123',
        transactionId: '12345678901234567890',
        status: 'successful',
      }),
    );
  });
});
