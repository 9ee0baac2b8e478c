import { randomBytes } from 'node:crypto';

/** A hosted payment opened by POST /v3/payments, waiting on its page. */
export type HostedCheckout = {
  token: string;
  txRef: string;
  amount: number;
  currency: string;
  redirectUrl: string;
  customer: { email: string; name: string };
  description: string;
  /** Set once the page was paid, failed or cancelled: the page then says so. */
  closed: 'successful' | 'failed' | 'cancelled' | null;
};

/** A transaction as Flutterwave's verify endpoint describes it. */
export type LocalTransaction = {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  charged_amount: number;
  currency: string;
  status: 'successful' | 'failed';
  payment_type: string;
  created_at: string;
  customer: { email: string; name: string };
  refunded: boolean;
};

/** The stand-in's memory: checkouts by token, transactions by id and by reference. */
export function createCheckoutState() {
  const checkouts = new Map<string, HostedCheckout>();
  const transactions = new Map<number, LocalTransaction>();
  let nextId = 100_000 + Math.floor(Math.random() * 100_000);
  return {
    open(input: Omit<HostedCheckout, 'token' | 'closed'>): HostedCheckout {
      const checkout = { ...input, token: randomBytes(16).toString('hex'), closed: null };
      checkouts.set(checkout.token, checkout);
      return checkout;
    },
    checkout(token: string): HostedCheckout | undefined {
      return checkouts.get(token);
    },
    record(
      checkout: HostedCheckout,
      status: LocalTransaction['status'],
      paymentType: string,
    ): LocalTransaction {
      const transaction: LocalTransaction = {
        id: nextId++,
        tx_ref: checkout.txRef,
        flw_ref: `LOCAL-${randomBytes(6).toString('hex').toUpperCase()}`,
        amount: checkout.amount,
        charged_amount: checkout.amount,
        currency: checkout.currency,
        status,
        payment_type: paymentType,
        created_at: new Date().toISOString(),
        customer: checkout.customer,
        refunded: false,
      };
      transactions.set(transaction.id, transaction);
      checkout.closed = status;
      return transaction;
    },
    transaction(id: number): LocalTransaction | undefined {
      return transactions.get(id);
    },
    /** The latest transaction of a reference (a successful one first). */
    byReference(txRef: string): LocalTransaction | undefined {
      const all = [...transactions.values()].filter((t) => t.tx_ref === txRef);
      return all.find((t) => t.status === 'successful') ?? all.at(-1);
    },
  };
}

export type CheckoutState = ReturnType<typeof createCheckoutState>;
