import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';

import {
  formatMoney,
  lastPage,
  PAYMENT_HISTORY_MESSAGES,
  PAYMENT_STATUSES,
  type PaymentStatus,
  pageOffset,
} from '@app/domain';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTrpc, useTrpcClient } from '../../lib/trpc';
import { useDateFormat } from '../../lib/use-date-format';
import { PaymentStatusBadge } from '../../ui/payment-status-badge';
import { RetryAlert } from '../../ui/retry-alert';
import { showToast } from '../../ui/toast';
import a11y from '../../ui/visually-hidden.module.css';
import { failureText } from './question-upload-page';

const PAGE = 25;

type Refundable = {
  id: string;
  amountMinor: number;
  currency: string;
  userEmail: string | null;
  examName: string;
};

/** Payments, newest first, filtered by status; refund a completed one (with a confirmation). */
export function PaymentsManager() {
  const dates = useDateFormat();
  const trpc = useTrpc();
  const client = useTrpcClient();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const [page, setPage] = useState(1);
  const [confirm, setConfirm] = useState<Refundable | null>(null);
  const [pending, setPending] = useState(false);
  const list = useQuery({
    ...trpc.payments.adminList.queryOptions({
      limit: PAGE,
      offset: pageOffset(page, PAGE),
      ...(status ? { status } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? lastPage(list.data.total, PAGE) : 1;

  async function refund(payment: Refundable) {
    setPending(true);
    try {
      await client.payments.adminRefund.mutate({ paymentId: payment.id });
      void showToast({
        title: 'Payment refunded',
        message: `${formatMoney(payment.amountMinor, payment.currency)} to ${payment.userEmail ?? 'the student'}; their ${payment.examName} access has ended.`,
      });
      setConfirm(null);
      void queryClient.invalidateQueries();
    } catch (error) {
      void showToast({
        title: 'Refund failed',
        message: failureText(error),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end">
        <NativeSelect
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as PaymentStatus | '');
            setPage(1);
          }}
          data={[
            { value: '', label: 'All payments' },
            ...PAYMENT_STATUSES.map((s) => ({
              value: s,
              label: PAYMENT_HISTORY_MESSAGES.status[s],
            })),
          ]}
        />
        {list.data && (
          <Text fz="sm" role="status">
            {list.data.total} payment{list.data.total === 1 ? '' : 's'}
          </Text>
        )}
      </Group>
      {list.isError ? (
        <RetryAlert title="Could not load the payments" onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton height={200} />
      ) : list.data.payments.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {status
            ? `No ${PAYMENT_HISTORY_MESSAGES.status[status].toLowerCase()} payments.`
            : 'No payments yet.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Student</Table.Th>
                <Table.Th>Exam</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th>
                  <span className={a11y.srOnly}>Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.payments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{dates.longTime(p.createdAt)}</Table.Td>
                  <Table.Td>{p.userEmail ?? '(account deleted)'}</Table.Td>
                  <Table.Td>{p.examName}</Table.Td>
                  <Table.Td>{formatMoney(p.amountMinor, p.currency)}</Table.Td>
                  <Table.Td>
                    <PaymentStatusBadge status={p.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text fz="xs" ff="monospace">
                      {p.reference}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {p.status === 'succeeded' && (
                      <Button size="xs" variant="light" color="red" onClick={() => setConfirm(p)}>
                        Refund
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} mx="auto" />}
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title="Refund this payment?"
      >
        {confirm && (
          <Stack gap="md">
            <Text>
              Refund {formatMoney(confirm.amountMinor, confirm.currency)} to{' '}
              {confirm.userEmail ?? 'the student'}? Their premium access to {confirm.examName} from
              this payment ends.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => setConfirm(null)}
                disabled={pending}
                data-autofocus
              >
                Cancel
              </Button>
              <Button color="red" onClick={() => void refund(confirm)} disabled={pending}>
                {pending ? 'Refunding...' : 'Refund'}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
