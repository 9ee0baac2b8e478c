import { BRAND_NAME, PAYMENT_MESSAGES, type User } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, type Seed } from '../../test/render';
import { answerTrpc, NO_ANSWER, TrpcRefusal } from '../../test/trpc-network';
import { makeUser } from '../../test/users';
import { exams, subscription } from './subscribe.fixtures';
import { SubscribePage } from './subscribe-page';

const CHECKOUT_URL = 'https://checkout.example.test/pay/pp-abc';

function seed(subscriptions = [subscription(1, 4)]): Seed {
  return (trpc) => {
    trpc.exams.list.setData(undefined, exams);
    trpc.subscriptions.list.setData(undefined, subscriptions);
  };
}

function renderSubscribe({
  user = makeUser(),
  exam,
  seeded = seed(),
}: {
  user?: User | null;
  exam?: number;
  seeded?: Seed;
} = {}) {
  const leave = vi.fn<(url: string) => void>();
  const view = renderPage(<SubscribePage user={user} preselectedExamId={exam} leave={leave} />, {
    path: exam ? `/subscribe?exam=${exam}` : '/subscribe',
    seed: seeded,
  });
  return { ...view, leave };
}

const card = (name: string) => screen.getByRole('article', { name });
const findCard = (name: string) => screen.findByRole('article', { name });
const button = (name: string, label: string | RegExp) =>
  within(card(name)).getByRole('button', { name: label });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Toasts live in a store of their own: start each test without the last one's.
  notifications.clean();
});

describe('/subscribe cards', () => {
  it('shows every exam with its price and a Subscribe button, and the payment notes', async () => {
    answerTrpc({});
    renderSubscribe();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Premium access, one exam at a time' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`Subscribe — ${BRAND_NAME}`));
    expect(screen.getAllByRole('article')).toHaveLength(7);
    const ged = card('GED');
    expect(within(ged).getByText(exams[1]?.description as string)).toBeTruthy();
    expect(within(ged).getByText('$100 for 10 days')).toBeTruthy();
    expect(within(ged).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    for (const note of [
      /Secure payment/,
      /SSL encryption/,
      /Cards and mobile money accepted/,
      /Instant activation/,
    ]) {
      expect(screen.getByText(note)).toBeTruthy();
    }
  });

  it("marks an exam with an active subscription 'Active' with its days left and offers to extend", async () => {
    answerTrpc({});
    renderSubscribe({
      seeded: seed([subscription(1, 4), subscription(2, 3, 'cancelled'), subscription(3, -2)]),
    });
    const teas = await findCard('ATI TEAS 7');
    expect(within(teas).getByText('Active')).toBeTruthy();
    expect(within(teas).getByText(/^4 days left · Premium until /)).toBeTruthy();
    expect(within(teas).getByRole('button', { name: 'Extend 10 days' })).toBeTruthy();
    expect(within(teas).getByText(/adds 10 days to your current expiry/)).toBeTruthy();
    // A cancelled one and an expired one are not active.
    for (const name of ['GED', 'HESI A2']) {
      expect(within(card(name)).queryByText('Active')).toBeNull();
      expect(within(card(name)).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    }
  });

  it('shows placeholders while the exams load, then a Retry when they fail', async () => {
    let fail = true;
    answerTrpc({
      'exams.list': () => {
        if (fail) throw new TrpcRefusal(500, 'Something went wrong on our side. Please try again.');
        return exams;
      },
    });
    renderSubscribe({ seeded: (trpc) => trpc.subscriptions.list.setData(undefined, []) });
    expect((await screen.findByRole('status')).textContent).toBe('Loading the exams…');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the exams')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findCard('CNA')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('highlights, scrolls to and focuses the exam of ?exam=<id>', async () => {
    answerTrpc({});
    // jsdom has no layout: record what would have been scrolled into view.
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderSubscribe({ exam: 3 });
      const hesi = await findCard('HESI A2');
      expect(hesi.getAttribute('aria-current')).toBe('true');
      expect(card('GED').getAttribute('aria-current')).toBeNull();
      await waitFor(() =>
        expect(document.activeElement).toBe(
          within(hesi).getByRole('button', { name: 'Subscribe' }),
        ),
      );
      expect(scrolled).toEqual([hesi]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

describe('/subscribe signed out', () => {
  it('shows a sign-in prompt that comes back to the chosen exam', async () => {
    renderSubscribe({ user: null, exam: 5 });
    const prompt = await screen.findByRole('link', { name: 'Sign in or create an account' });
    expect(prompt.getAttribute('href')).toBe('/auth?redirect=%2Fsubscribe%3Fexam%3D5');
  });

  it("says 'Sign In Required' on Subscribe and goes to /auth", async () => {
    const calls = answerTrpc({});
    const { router } = renderSubscribe({ user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe', description: 'NEX' }));
    expect(await screen.findByText('Sign In Required')).toBeTruthy();
    expect(screen.getByText('Please sign in first to subscribe to premium access.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect: '/subscribe?exam=5' });
    expect(calls.filter((c) => c.path === 'payments.createCheckout')).toHaveLength(0);
  });
});

describe('/subscribe checkout', () => {
  beforeEach(() => {
    // Timers are fake: the test moves the clock (vi.waitFor moves it as it polls).
    vi.useFakeTimers();
  });

  it("shows 'Processing...', then 'Redirecting to Payment', and opens the checkout 1 s later", async () => {
    let answer: (value: { checkout_url: string }) => void = () => {};
    const calls = answerTrpc({
      'payments.createCheckout': () => new Promise((resolve) => (answer = resolve)),
    });
    const { leave } = renderSubscribe();
    let toastShownWhenLeaving = false;
    let leftAt = 0;
    leave.mockImplementation(() => {
      toastShownWhenLeaving = screen.queryByText('Redirecting to Payment') !== null;
      leftAt = Date.now();
    });

    fireEvent.click(await vi.waitFor(() => button('GED', 'Subscribe')));
    const processing = await vi.waitFor(() => button('GED', 'Processing...'));
    expect(processing.hasAttribute('disabled')).toBe(true);
    // Every other Subscribe waits too.
    expect(button('NEX', 'Subscribe').hasAttribute('disabled')).toBe(true);
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === 'payments.createCheckout')?.input).toEqual({
        examTypeId: 2,
      }),
    );

    const answeredAt = Date.now();
    answer({ checkout_url: CHECKOUT_URL });
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL), { timeout: 5000 });
    expect(toastShownWhenLeaving).toBe(true);
    expect(screen.getByText(PAYMENT_MESSAGES.redirectingText)).toBeTruthy();
    expect(leftAt - answeredAt).toBeGreaterThanOrEqual(1000);
    expect(leftAt - answeredAt).toBeLessThan(1200);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it("says 'Authentication Required' on a 401 and goes to sign in 500 ms later", async () => {
    answerTrpc({
      'payments.createCheckout': () => {
        throw new TrpcRefusal(401, 'Please sign in');
      },
    });
    const { leave } = renderSubscribe();
    fireEvent.click(await vi.waitFor(() => button('CLEP', 'Subscribe')));
    await vi.waitFor(() => screen.getByText('Authentication Required'));
    const shownAt = Date.now();
    expect(screen.getByText('Please sign in to subscribe.')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(leave).toHaveBeenCalled(), { timeout: 5000 });
    expect(Date.now() - shownAt).toBeLessThanOrEqual(600);
    expect(leave).toHaveBeenCalledWith('/auth?redirect=%2Fsubscribe%3Fexam%3D6');
  });

  it.each([
    ['a 404', new TrpcRefusal(404, 'Exam type not found'), 'Payment creation failed: 404'],
    [
      'a 500',
      new TrpcRefusal(500, 'Something went wrong on our side. Please try again.'),
      'Payment creation failed: 500',
    ],
    [
      'a 429 (the wait it asks for)',
      new TrpcRefusal(429, PAYMENT_MESSAGES.tooManyCheckouts, 'RATE_LIMITED'),
      PAYMENT_MESSAGES.tooManyCheckouts,
    ],
    [
      'a 503 from the provider (nothing charged)',
      new TrpcRefusal(503, PAYMENT_MESSAGES.providerUnavailable, 'PAYMENT_PROVIDER_UNAVAILABLE'),
      PAYMENT_MESSAGES.providerUnavailable,
    ],
    [
      'a 503 from the provider without a message',
      new TrpcRefusal(503, '', 'PAYMENT_PROVIDER_UNAVAILABLE'),
      'Payment creation failed: 503',
    ],
    [
      'another 503',
      new TrpcRefusal(503, 'The service is temporarily unavailable. Please try again in a moment.'),
      'Payment creation failed: 503',
    ],
    [
      'the demo account (what to do instead)',
      new TrpcRefusal(403, PAYMENT_MESSAGES.demoCannotPay, 'DEMO_ACCOUNT_RESTRICTED'),
      PAYMENT_MESSAGES.demoCannotPay,
    ],
    ['no answer at all', NO_ANSWER, 'Failed to create payment. Please try again.'],
  ])("shows 'Payment Error' for %s", async (_case, refusal, text) => {
    answerTrpc({
      'payments.createCheckout': () => {
        throw refusal;
      },
    });
    const { leave } = renderSubscribe();
    fireEvent.click(await vi.waitFor(() => button('GED', 'Subscribe')));
    await vi.waitFor(() => screen.getByText('Payment Error'));
    expect(screen.getByText(text)).toBeTruthy();
    // The student can try again; nothing leaves the page.
    await vi.waitFor(() => expect(button('GED', 'Subscribe').hasAttribute('disabled')).toBe(false));
    await vi.advanceTimersByTimeAsync(2000);
    expect(leave).not.toHaveBeenCalled();
  });

  it.each([
    ['no checkout_url', {}],
    ['an empty checkout_url', { checkout_url: '' }],
    ['a checkout_url that is not a web address', { checkout_url: 'javascript:alert(1)' }],
  ])("says 'No checkout URL received from payment processor' for %s", async (_case, answer) => {
    answerTrpc({ 'payments.createCheckout': () => answer });
    const { leave } = renderSubscribe();
    fireEvent.click(await vi.waitFor(() => button('GED', 'Subscribe')));
    await vi.waitFor(() => screen.getByText('No checkout URL received from payment processor'));
    expect(screen.getByText('Payment Error')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(2000);
    expect(leave).not.toHaveBeenCalled();
    expect(button('GED', 'Subscribe').hasAttribute('disabled')).toBe(false);
  });

  it('tells the shared demo account it cannot buy access, with the buttons off', async () => {
    renderSubscribe({ user: makeUser({ isDemo: true }) });
    await vi.waitFor(() => screen.getByText(PAYMENT_MESSAGES.demoCannotPay));
    expect(button('GED', 'Subscribe').hasAttribute('disabled')).toBe(true);
  });
});
