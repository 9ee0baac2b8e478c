import '@mantine/core/styles/Badge.css';

import { PAYMENT_HISTORY_MESSAGES, type PaymentStatus } from '@app/domain';
import { Badge } from '@mantine/core';
import classes from './payment-status-badge.module.css';

/**
 * Filled colours whose text Mantine's `autoContrast` picks at AA contrast (4.5:1): white on
 * the dark shades, black on yellow. (A `light` badge of a colour with a shade, e.g. 'teal.9',
 * is drawn in that shade behind text of the same shade: invisible.)
 */
const STATUS_COLORS: Record<PaymentStatus, string> = {
  pending: 'yellow.4',
  succeeded: 'teal.9',
  failed: 'red.9',
  cancelled: 'gray.7',
  refunded: 'blue.9',
};

/**
 * A payment's status as the student's history and the admin's Payments list show it: the
 * same word (Paid, Pending, …) and colour in both, never shortened.
 */
export function PaymentStatusBadge({
  status,
  className,
}: {
  status: PaymentStatus;
  className?: string;
}) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="filled"
      autoContrast
      className={className ? `${classes.badge} ${className}` : classes.badge}
      data-status={status}
    >
      {PAYMENT_HISTORY_MESSAGES.status[status]}
    </Badge>
  );
}
