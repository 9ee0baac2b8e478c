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
    refundableUntil:
      row.refund_requested_at === null
        ? refundableUntil({ status: row.status, paidAt: row.paid_at }, new Date(nowMs))
        : null,
  };
}
