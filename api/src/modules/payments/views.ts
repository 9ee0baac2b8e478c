import { type PaymentView, refundableUntil } from '@app/domain';
import type { ExamCatalogue } from '../exams/service';
import type { PaymentRow } from './repo';

/** A payment as its owner sees it. */
export function toPaymentView(row: PaymentRow, exams: ExamCatalogue, nowMs: number): PaymentView {
  return {
    id: row.id,
    reference: row.reference,
    examTypeId: row.exam_type_id,
    examName: exams.get(row.exam_type_id)?.name ?? `Exam ${row.exam_type_id}`,
    amountMinor: row.amount_minor,
    currency: row.currency,
    status: row.status,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    refundedAt: row.refunded_at,
    // While a request is asking the provider (its lease runs), there is nothing to ask again;
    // a recorded refund whose request failed may be asked again (decision 0020).
    refundableUntil:
      row.refund_lease_until !== null && Date.parse(row.refund_lease_until) > nowMs
        ? null
        : refundableUntil({ status: row.status, paidAt: row.paid_at }, new Date(nowMs)),
  };
}
