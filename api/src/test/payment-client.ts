import { expect } from 'vitest';
import type { BrowserClient } from './browser-client';
import { browserClient } from './browser-client';
import type { PaymentStack } from './payment-stack';

let count = 0;

/** A new student signed in on the stack's api (in-process calls, the site's Origin). */
export async function student(stack: PaymentStack): Promise<{ client: BrowserClient; id: string }> {
  count++;
  const client = browserClient(stack.t.app, stack.t.config.publicUrl);
  const email = `payer-${count}-${Date.now()}@example.com`;
  const res = await client.post('/api/auth/register', {
    email,
    password: 'a-long-enough-password-42',
    firstName: 'Pat',
    lastName: 'Payer',
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  const row = await stack.t.deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { client, id: row.id };
}

/** Spec §7 POST /api/create-subscription; returns the checkout URL. */
export async function checkout(client: BrowserClient, examTypeId = 1): Promise<string> {
  const res = await client.post('/api/create-subscription', { examTypeId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(typeof res.body.checkout_url).toBe('string');
  return res.body.checkout_url as string;
}

/** Submits the hosted page's form as a browser would; returns where it redirects. */
export async function submitHostedPage(
  checkoutUrl: string,
  form: Record<string, string>,
): Promise<{ status: number; location: string | null; text: string }> {
  const res = await fetch(checkoutUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: new URL(checkoutUrl).origin,
    },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

export const MOBILE_MONEY = { choice: 'mobilemoney', phone: '+233 24 555 0101', network: 'MTN' };
export const CARD = {
  choice: 'card',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvv: '123',
};

/** The return page's query as the web passes it to payments.confirm. */
export function returnInput(location: string) {
  const url = new URL(location);
  const q = url.searchParams;
  return {
    reference: (q.get('tx_ref') ?? q.get('reference') ?? q.get('trxref')) as string,
    ...(q.get('transaction_id') ? { transactionId: q.get('transaction_id') as string } : {}),
    ...(q.get('status') ? { status: q.get('status') as string } : {}),
  };
}

/** tRPC payments.confirm, as the return page calls it. */
export async function confirm(client: BrowserClient, input: Record<string, string>) {
  const res = await client.post('/trpc/payments.confirm', input);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.data as {
    payment: { id: string; status: string; examTypeId: number; refundableUntil: string | null };
    premiumUntil: string | null;
  };
}

export async function subscriptionRows(stack: PaymentStack, userId: string) {
  return stack.t.deps.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
}
