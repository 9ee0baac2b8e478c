import type { PaymentStatus, PaymentView } from '@app/domain';
import type { AppDeps } from '../../deps';
import { paymentsOfUser, recentPayments } from './repo';
import { toPaymentView } from './views';

type HistoryDeps = Pick<AppDeps, 'db' | 'clock' | 'exams'>;

/** The signed-in student's payments, newest first. */
export async function paymentsOfStudent(deps: HistoryDeps, userId: string): Promise<PaymentView[]> {
  const rows = await paymentsOfUser(deps.db, userId);
  const now = deps.clock.now();
  return rows.map((row) => toPaymentView(row, deps.exams, now));
}

/** Administrators: payments newest first (optionally of one status), with payer and total. */
export async function paymentsPage(
  deps: HistoryDeps,
  options: { limit: number; offset: number; status?: PaymentStatus | undefined },
) {
  const { rows, total } = await recentPayments(deps.db, options);
  const now = deps.clock.now();
  return {
    payments: rows.map((row) => ({
      ...toPaymentView(row, deps.exams, now),
      userId: row.user_id,
      userEmail: row.user_email ?? null,
    })),
    total,
  };
}
