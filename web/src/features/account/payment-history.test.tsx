import { PAYMENT_MESSAGES, type PaymentView } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { answerTrpc, type TrpcHandler, TrpcRefusal } from '../../test/trpc-network';
import { makeUser } from '../../test/users';
import { PremiumBadge } from '../../ui/premium-badge';
import { type AccountActions, AccountSettingsPage } from './account-settings-page';

const HOUR_MS = 60 * 60 * 1000;

const actions: AccountActions = {
  saveProfile: async () => undefined,
  changePassword: async () => ({ message: '' }),
  signOutOthers: async () => ({ message: '' }),
};

function view(overrides: Partial<PaymentView>): PaymentView {
  return {
    id: 'pay-1',
    reference: 'pp-1',
    examTypeId: 1,
    examName: 'ATI TEAS 7',
    amountMinor: 10_000,
    currency: 'USD',
    status: 'succeeded',
    createdAt: '2026-03-10T12:00:00.000Z',
    paidAt: '2026-03-10T12:01:00.000Z',
    refundedAt: null,
    refundableUntil: null,
    ...overrides,
  };
}

/** Paid an hour ago (refundable), an older paid one, a refunded one and a failed one. */
function history(): PaymentView[] {
  const paidAt = new Date(Date.now() - HOUR_MS).toISOString();
  return [
    view({
      id: 'pay-4',
      examTypeId: 3,
      examName: 'HESI A2',
      createdAt: paidAt,
      paidAt,
      refundableUntil: new Date(Date.now() + 47 * HOUR_MS).toISOString(),
    }),
    view({ id: 'pay-3', examTypeId: 2, examName: 'GED', status: 'failed', paidAt: null }),
    view({
      id: 'pay-2',
      examName: 'ATI TEAS 7',
      status: 'refunded',
      refundedAt: '2026-03-11T12:00:00.000Z',
    }),
    view({ id: 'pay-1', examName: 'ATI TEAS 7', paidAt: '2026-03-01T12:00:00.000Z' }),
  ];
}

function renderHistory(handlers: Record<string, TrpcHandler>, path = '/settings') {
  const calls = answerTrpc(handlers);
  renderPage(
    <>
      <PremiumBadge />
      <AccountSettingsPage user={makeUser()} actions={actions} />
    </>,
    { path },
  );
  return calls;
}

const section = () => screen.findByRole('region', { name: 'Payment history' });
const rows = (scope: HTMLElement) =>
  within(within(scope).getByRole('list', { name: 'Payments' })).getAllByRole('listitem');

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('Payment history', () => {
  it('lists each payment with date, exam, amount and status; refunds only while refundable', async () => {
    renderHistory({ 'payments.list': history });
    const payments = await section();
    await within(payments).findByRole('list', { name: 'Payments' });
    const [recent, failed, refunded, older] = rows(payments) as HTMLElement[];

    expect(within(recent as HTMLElement).getByText('HESI A2')).toBeTruthy();
    expect(within(recent as HTMLElement).getByText('$100.00')).toBeTruthy();
    expect(within(recent as HTMLElement).getByText('Paid')).toBeTruthy();
    expect(
      within(recent as HTMLElement).getByRole('button', { name: 'Request a refund' }),
    ).toBeTruthy();
    expect(within(recent as HTMLElement).getByText(/^Refundable until /)).toBeTruthy();

    expect(within(failed as HTMLElement).getByText('Failed')).toBeTruthy();
    expect(within(refunded as HTMLElement).getByText('Refunded')).toBeTruthy();
    expect(within(refunded as HTMLElement).getByText('Refunded on March 11, 2026')).toBeTruthy();
    expect(within(older as HTMLElement).getByText('March 1, 2026')).toBeTruthy();
    expect(within(older as HTMLElement).getByText('Paid')).toBeTruthy();
    // Only the payment inside its 48 hours can be refunded.
    expect(within(payments).getAllByRole('button', { name: 'Request a refund' })).toHaveLength(1);
  });

  it("is where the refund e-mail's link (/settings#payments) lands", async () => {
    // jsdom has no layout: record what would have been scrolled into view.
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderHistory({ 'payments.list': history }, '/settings#payments');
      const heading = await screen.findByRole('heading', { level: 2, name: 'Payment history' });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      // The page brings the heading into view (the router also scrolls to #payments itself).
      const payments = heading.closest('section') as HTMLElement;
      expect(scrolled).toContain(heading);
      expect(scrolled.every((element) => payments.contains(element))).toBe(true);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("says 'No payments yet' with a link to the plans", async () => {
    renderHistory({ 'payments.list': () => [] });
    const payments = await section();
    expect(await within(payments).findByText('No payments yet')).toBeTruthy();
    expect(
      within(payments).getByRole('link', { name: 'See premium plans' }).getAttribute('href'),
    ).toBe('/subscribe');
  });

  it('offers Retry when the payments do not load', async () => {
    let fail = true;
    renderHistory({
      'payments.list': () => {
        if (fail) throw new TrpcRefusal(500, 'Something went wrong on our side. Please try again.');
        return [];
      },
    });
    const payments = await section();
    expect(await within(payments).findByText('Could not load your payments')).toBeTruthy();
    fail = false;
    fireEvent.click(within(payments).getByRole('button', { name: 'Retry' }));
    expect(await within(payments).findByText('No payments yet')).toBeTruthy();
  });

  it('asks first, then refunds: the list, the plan badge and a toast say so', async () => {
    let payments = history();
    const calls = renderHistory({
      'payments.list': () => payments,
      'payments.requestRefund': (input) => {
        const refunded = view({
          ...(payments[0] as PaymentView),
          status: 'refunded',
          refundedAt: new Date().toISOString(),
          refundableUntil: null,
        });
        payments = [refunded, ...payments.slice(1)];
        expect(input).toEqual({ paymentId: 'pay-4' });
        return refunded;
      },
      'subscriptions.status': () =>
        payments[0]?.status === 'refunded'
          ? { hasActiveSubscription: false, expiresAt: null }
          : {
              hasActiveSubscription: true,
              expiresAt: new Date(Date.now() + 10 * 24 * HOUR_MS - HOUR_MS).toISOString(),
            },
    });
    const list = await section();
    expect(await screen.findByText('Premium · 10 days left')).toBeTruthy();

    // Keep my access: nothing happens.
    fireEvent.click(await within(list).findByRole('button', { name: 'Request a refund' }));
    let dialog = await screen.findByRole('dialog', { name: 'Request a refund?' });
    expect(
      within(dialog).getByText(
        '$100.00 goes back to the card or mobile-money account you paid with, and your HESI A2 premium access ends at once.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my access' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.path === 'payments.requestRefund')).toHaveLength(0);

    fireEvent.click(within(list).getByRole('button', { name: 'Request a refund' }));
    dialog = await screen.findByRole('dialog', { name: 'Request a refund?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $100.00' }));

    expect(await screen.findByText('Refund on its way')).toBeTruthy();
    expect(screen.getByText(/HESI A2 premium access has ended/)).toBeTruthy();
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: 'Request a refund' })).toBeNull(),
    );
    expect(within(rows(list)[0] as HTMLElement).getByText('Refunded')).toBeTruthy();
    expect(await screen.findByText('Upgrade to Premium')).toBeTruthy();
    expect(screen.queryByText(/Premium ·/)).toBeNull();
  });

  it("shows the server's reason when the refund is refused, and the refreshed list", async () => {
    let payments = history();
    renderHistory({
      'payments.list': () => payments,
      'payments.requestRefund': () => {
        // The 48 hours ran out while the page was open.
        payments = [
          { ...(payments[0] as PaymentView), refundableUntil: null },
          ...payments.slice(1),
        ];
        throw new TrpcRefusal(409, PAYMENT_MESSAGES.refundWindowClosed);
      },
    });
    const list = await section();
    fireEvent.click(await within(list).findByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $100.00' }));
    expect(await screen.findByText('Refund not possible')).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.refundWindowClosed)).toBeTruthy();
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: 'Request a refund' })).toBeNull(),
    );
  });
});
