import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Skeleton.css';

import { formatMoney, PAYMENT_HISTORY_MESSAGES as M, type PaymentView } from '@app/domain';
import { Anchor, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { callFailure } from '../../lib/call-failure';
import { refreshPremiumAccess } from '../../lib/premium-access';
import { useTrpc, useTrpcClient } from '../../lib/trpc';
import { useDateFormat } from '../../lib/use-date-format';
import { PaymentStatusBadge } from '../../ui/payment-status-badge';
import { RetryAlert } from '../../ui/retry-alert';
import { showToast } from '../../ui/toast';
import classes from './payment-history.module.css';

/**
 * Account settings → Payment history (#payments, linked from the refund e-mail): every
 * payment, newest first, with date, exam, amount and status, and 'Request a refund' while
 * the 48-hour window is open (the api sets `refundableUntil` exactly then).
 */
export function PaymentHistory() {
  const trpc = useTrpc();
  const payments = useQuery(trpc.payments.list.queryOptions());
  const [refunding, setRefunding] = useState<PaymentView | null>(null);

  if (payments.isError) {
    return <RetryAlert title={M.loadFailed} onRetry={() => void payments.refetch()} />;
  }
  if (payments.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={56} />
        <Skeleton h={56} />
      </Stack>
    );
  }
  if (payments.data.length === 0) {
    return (
      <Stack gap={4}>
        <Text fw={600}>{M.empty}</Text>
        <Anchor component={Link} to="/subscribe" fz="sm" w="fit-content">
          {M.emptyLink}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {M.intro}
      </Text>
      <ul className={classes.list} aria-label={M.listLabel}>
        {payments.data.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} onRefund={() => setRefunding(payment)} />
        ))}
      </ul>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}

function PaymentRow({ payment, onRefund }: { payment: PaymentView; onRefund: () => void }) {
  const dates = useDateFormat();
  const amount = formatMoney(payment.amountMinor, payment.currency);
  return (
    <li className={classes.row}>
      <div className={classes.what}>
        <Text fw={600}>{payment.examName}</Text>
        <Text fz="sm" c="dimmed">
          {dates.long(payment.paidAt ?? payment.createdAt)}
        </Text>
      </div>
      <Text fw={600} className={classes.amount}>
        {amount}
      </Text>
      <PaymentStatusBadge status={payment.status} className={classes.status} />
      {payment.refundableUntil ? (
        <div className={classes.refund}>
          <Button size="xs" variant="default" onClick={onRefund} aria-haspopup="dialog">
            {M.requestRefund}
          </Button>
          <Text fz="xs" c="dimmed">
            {M.refundableUntil(dates.longTime(payment.refundableUntil))}
          </Text>
        </div>
      ) : payment.refundedAt ? (
        <Text fz="xs" c="dimmed" className={classes.refund}>
          {M.refundedOn(dates.long(payment.refundedAt))}
        </Text>
      ) : null}
    </li>
  );
}

/** Asks first: the refund ends the exam's premium access at once. */
function RefundDialog({ payment, onClose }: { payment: PaymentView | null; onClose: () => void }) {
  const trpc = useTrpc();
  const client = useTrpcClient();
  const refund = useMutation({
    mutationFn: (paymentId: string) => client.payments.requestRefund.mutate({ paymentId }),
  });
  // The last payment asked about stays in the text while the dialog closes.
  const last = useRef(payment);
  if (payment) last.current = payment;
  const shown = payment ?? last.current;
  const amount = shown ? formatMoney(shown.amountMinor, shown.currency) : '';
  const examName = shown?.examName ?? '';

  async function confirm() {
    if (!payment || refund.isPending) return;
    try {
      await refund.mutateAsync(payment.id);
      void showToast({ title: M.doneTitle, message: M.doneText(amount, examName) });
      onClose();
    } catch (error) {
      const { status, message } = callFailure(error);
      void showToast({
        title: M.failedTitle,
        message: status > 0 && message ? message : M.failedFallback,
        variant: 'destructive',
      });
      onClose();
    } finally {
      // Refunded or not, the list, the plan badge and the dashboard show the server's view.
      void refreshPremiumAccess(trpc);
    }
  }

  return (
    <Modal
      opened={payment !== null}
      onClose={() => {
        if (!refund.isPending) onClose();
      }}
      title={M.dialogTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text>{M.dialogText(amount, examName)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={refund.isPending} data-autofocus>
            {M.keep}
          </Button>
          <Button color="red.9" onClick={() => void confirm()} disabled={refund.isPending}>
            {refund.isPending ? M.refunding : M.confirm(amount)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
