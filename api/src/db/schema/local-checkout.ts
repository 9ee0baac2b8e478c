/** The built-in test checkout's own tables (migration 0010). */

export interface LocalCheckoutKeysTable {
  name: 'secret_key' | 'webhook_hash';
  value: string;
  created_at: string;
}

export interface LocalCheckoutPagesTable {
  token: string;
  tx_ref: string;
  amount_minor: number;
  currency: string;
  redirect_url: string;
  customer_email: string;
  customer_name: string;
  description: string;
  closed: 'successful' | 'failed' | 'cancelled' | null;
  created_at: string;
}

export interface LocalCheckoutTransactionsTable {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount_minor: number;
  currency: string;
  status: 'successful' | 'failed';
  payment_type: string;
  customer_email: string;
  customer_name: string;
  created_at: string;
  refund_id: number | null;
  amount_refunded_minor: number | null;
  refunded_at: string | null;
}
