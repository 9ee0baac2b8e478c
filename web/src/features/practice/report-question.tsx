import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Radio.css';

import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@app/domain';
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { callFailure } from '../../lib/call-failure';
import { useTrpcClient } from '../../lib/trpc';
import { LazyModal } from '../../ui/lazy-modal';
import { showToast } from '../../ui/toast';

/**
 * 'Report a problem with this question' (review and tutor screens): a reason and an optional
 * note go to the admins' queue; one open report per student and question.
 */
export function ReportQuestion({ questionId, number }: { questionId: number; number?: number }) {
  const client = useTrpcClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError('Choose what is wrong.');
      return;
    }
    setPending(true);
    try {
      const ack = await client.reports.create.mutate({ questionId, reason, details });
      setSent(true);
      setOpen(false);
      void showToast({ title: 'Report sent', message: ack.message });
    } catch (failure) {
      const answer = callFailure(failure);
      if (answer.code === 'CONFLICT') {
        setSent(true);
        setOpen(false);
        void showToast({ title: 'Already reported', message: answer.message });
      } else {
        setError(answer.message || 'The report could not be sent. Please try again.');
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        color="gray"
        onClick={() => setOpen(true)}
        disabled={sent}
        w="fit-content"
        aria-haspopup="dialog"
      >
        {sent ? 'Reported — thank you' : 'Report a problem with this question'}
      </Button>
      <LazyModal
        opened={open}
        onClose={() => setOpen(false)}
        title={
          number
            ? `Report a problem with question ${number}`
            : 'Report a problem with this question'
        }
      >
        <form onSubmit={send} noValidate>
          <Stack gap="md">
            <Radio.Group
              label="What is wrong?"
              value={reason}
              onChange={(value) => {
                setReason(value as ReportReason);
                setError(null);
              }}
              error={error}
              required
            >
              <Stack gap={6} mt={6}>
                {REPORT_REASONS.map((value) => (
                  <Radio key={value} value={value} label={REPORT_REASON_LABELS[value]} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label="Details (optional)"
              description="What should it say? Which answer do you think is right, and why?"
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              rows={4}
              resize="vertical"
              onChange={(e) => setDetails(e.currentTarget.value)}
            />
            <Text fz="xs" c="dimmed">
              Our editors read every report and fix what is wrong.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpen(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? 'Sending...' : 'Send report'}
              </Button>
            </Group>
          </Stack>
        </form>
      </LazyModal>
    </>
  );
}
