import type { PaymentStatus } from '@app/domain';

export type PaymentProviderName = 'flutterwave' | 'paystack' | 'local';

export interface PaymentsTable {
  id: string;
  user_id: string;
  exam_type_id: number;
  provider: PaymentProviderName;
  reference: string;
  amount_minor: number;
  currency: string;
  status: PaymentStatus;
  provider_transaction_id: string | null;
  subscription_id: string | null;
  receipt_sent_at: string | null;
  /** A refund was asked for (within its window) and is owed until the payment is refunded. */
  refund_requested_at: string | null;
  /** Until when one request or sweep is asking the provider about that refund (migration 0010). */
  refund_lease_until: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  refunded_at: string | null;
}

export interface PaymentEventsTable {
  id: string;
  provider: PaymentProviderName;
  provider_event_id: string;
  reference: string | null;
  received_at: string;
  outcome: string;
}
