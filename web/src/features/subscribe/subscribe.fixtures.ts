import { EXAMS, type ExamType, type PaymentView, type UserSubscription } from '@app/domain';

/** Fixtures of the subscribe pages' reads, shaped as the api answers them (tests only). */

export const DAY_MS = 24 * 60 * 60 * 1000;

export const exams: ExamType[] = EXAMS.map((exam) => ({
  ...exam,
  categories: exam.categories.map((c) => ({ ...c })),
  details: { ...exam.details },
}));

/** A subscription ending `days` from now (a little under, so daysLeft rounds up to `days`). */
export function subscription(
  examTypeId: number,
  days: number,
  status = 'active',
): UserSubscription {
  return {
    id: `sub-${examTypeId}-${days}`,
    examTypeId,
    status,
    startsAt: new Date(Date.now() + (days - 10) * DAY_MS - 60 * 60 * 1000).toISOString(),
    expiresAt: new Date(Date.now() + days * DAY_MS - 60 * 60 * 1000).toISOString(),
  };
}

export function payment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: 'pay-1',
    reference: 'pp-0123456789abcdef01234567',
    examTypeId: 3,
    examName: 'HESI A2',
    amountMinor: 10_000,
    currency: 'USD',
    status: 'succeeded',
    createdAt: '2026-03-18T12:00:00.000Z',
    paidAt: '2026-03-18T12:01:00.000Z',
    refundedAt: null,
    refundableUntil: null,
    ...overrides,
  };
}
