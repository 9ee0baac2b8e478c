import { randomBytes, randomInt } from 'node:crypto';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/kysely';
import type { LocalCheckoutTransactionsTable } from '../../db/schema/local-checkout';
import {
  closePage,
  insertPage,
  insertTransaction,
  markRefunded,
  pageByToken,
  transactionById,
  transactionsByReference,
} from './repo';

/** A hosted payment opened by POST /v3/payments, waiting on its page. */
export type HostedCheckout = {
  token: string;
  txRef: string;
  /** In the currency's main unit, as Flutterwave writes amounts. */
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
  /** The refund made of it, if any. */
  refund: { id: number; amount: number; createdAt: string } | null;
};

const toMinor = (amount: number) => Math.round(amount * 100);

function toTransaction(row: LocalCheckoutTransactionsTable): LocalTransaction {
  return {
    id: row.id,
    tx_ref: row.tx_ref,
    flw_ref: row.flw_ref,
    amount: row.amount_minor / 100,
    charged_amount: row.amount_minor / 100,
    currency: row.currency,
    status: row.status,
    payment_type: row.payment_type,
    created_at: row.created_at,
    customer: { email: row.customer_email, name: row.customer_name },
    refund:
      row.refunded_at && row.refund_id !== null
        ? {
            id: row.refund_id,
            amount: (row.amount_refunded_minor ?? row.amount_minor) / 100,
            createdAt: row.refunded_at,
          }
        : null,
  };
}

const freshId = () => randomInt(100_000_000, 2_000_000_000);

/** Runs `attempt` again (a whole transaction) when a fresh random id was already taken. */
async function retryOnTakenId<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error) || tries >= 5) throw error;
    }
  }
}

/**
 * The stand-in's memory, in the app database (migration 0010): hosted pages by token,
 * transactions by id and by reference. Every api node and every restart sees the same.
 */
export function createCheckoutState(db: Db) {
  return {
    async open(input: Omit<HostedCheckout, 'token' | 'closed'>): Promise<HostedCheckout> {
      const checkout: HostedCheckout = {
        ...input,
        token: randomBytes(16).toString('hex'),
        closed: null,
      };
      await insertPage(db, {
        token: checkout.token,
        tx_ref: checkout.txRef,
        amount_minor: toMinor(checkout.amount),
        currency: checkout.currency,
        redirect_url: checkout.redirectUrl,
        customer_email: checkout.customer.email,
        customer_name: checkout.customer.name,
        description: checkout.description,
        closed: null,
        created_at: new Date().toISOString(),
      });
      return checkout;
    },
    async checkout(token: string): Promise<HostedCheckout | undefined> {
      if (!/^[0-9a-f]{32}$/.test(token)) return undefined;
      const row = await pageByToken(db, token);
      if (!row) return undefined;
      return {
        token: row.token,
        txRef: row.tx_ref,
        amount: row.amount_minor / 100,
        currency: row.currency,
        redirectUrl: row.redirect_url,
        customer: { email: row.customer_email, name: row.customer_name },
        description: row.description,
        closed: row.closed,
      };
    },
    /** Cancels a waiting page; false when it was already finished. */
    cancel: (checkout: HostedCheckout) => closePage(db, checkout.token, 'cancelled'),
    /** Finishes a waiting page with a transaction; null when the page was already finished. */
    async record(
      checkout: HostedCheckout,
      status: LocalTransaction['status'],
      paymentType: string,
    ): Promise<LocalTransaction | null> {
      // Ids are integers, as Flutterwave's: random, so nodes need not agree on a counter.
      return retryOnTakenId(() =>
        db.transaction().execute(async (trx) => {
          if (!(await closePage(trx, checkout.token, status))) return null;
          const row: LocalCheckoutTransactionsTable = {
            id: freshId(),
            tx_ref: checkout.txRef,
            flw_ref: `LOCAL-${randomBytes(6).toString('hex').toUpperCase()}`,
            amount_minor: toMinor(checkout.amount),
            currency: checkout.currency,
            status,
            payment_type: paymentType,
            customer_email: checkout.customer.email,
            customer_name: checkout.customer.name,
            created_at: new Date().toISOString(),
            refund_id: null,
            amount_refunded_minor: null,
            refunded_at: null,
          };
          await insertTransaction(trx, row);
          return toTransaction(row);
        }),
      );
    },
    async transaction(id: number): Promise<LocalTransaction | undefined> {
      if (!Number.isSafeInteger(id)) return undefined;
      const row = await transactionById(db, id);
      return row && toTransaction(row);
    },
    /** The latest transaction of a reference (a successful one first). */
    async byReference(txRef: string): Promise<LocalTransaction | undefined> {
      const rows = (await transactionsByReference(db, txRef.slice(0, 64))).map(toTransaction);
      return rows.find((t) => t.status === 'successful') ?? rows[0];
    },
    /** Refunds a successful transaction once; null when it cannot be (or already was). */
    async refund(id: number, amount: number): Promise<LocalTransaction | null> {
      const done = await markRefunded(db, id, {
        refundId: freshId(),
        amountMinor: toMinor(amount),
        at: new Date().toISOString(),
      });
      return done ? ((await this.transaction(id)) ?? null) : null;
    },
  };
}

export type CheckoutState = ReturnType<typeof createCheckoutState>;
