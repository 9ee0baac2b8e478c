import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SegmentedControl.css';

import {
  describeResponse,
  findExamById,
  ITEM_TYPE_LABELS,
  REPORT_REASON_LABELS,
  type ReportGroup,
  type ReportReason,
} from '@app/domain';
import {
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTrpc, useTrpcClient } from '../../lib/trpc';
import { useDateFormat } from '../../lib/use-date-format';
import { RetryAlert } from '../../ui/retry-alert';
import { showToast } from '../../ui/toast';
import { failureText } from './question-upload-page';

/** One reported question: what students said, and resolve or dismiss with a note. */
function ReportGroupCard({
  group,
  open,
  onDone,
}: {
  group: ReportGroup;
  open: boolean;
  onDone: () => void;
}) {
  const dates = useDateFormat();
  const client = useTrpcClient();
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const [noteError, setNoteError] = useState<string | null>(null);
  const { question } = group;

  async function decide(decision: 'resolved' | 'dismissed') {
    if (!note.trim()) {
      setNoteError('Write a note: what was checked or changed.');
      return;
    }
    setPending(true);
    try {
      const result = await client.reports.decide.mutate({
        questionId: question.id,
        decision,
        note,
      });
      void showToast({
        title: decision === 'resolved' ? 'Reports resolved' : 'Reports dismissed',
        message: `${result.handled} report${result.handled === 1 ? '' : 's'} on question #${question.id}.`,
      });
      onDone();
    } catch (error) {
      void showToast({
        title: 'Could not update the reports',
        message: failureText(error),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Reports on question ${question.id}`}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>#{question.id}</Text>
          <Badge variant="light">{findExamById(question.examTypeId)?.name}</Badge>
          <Badge variant="outline" color="gray">
            {question.category}
          </Badge>
          {open && (
            <Badge color="red.8">
              {group.open} open report{group.open === 1 ? '' : 's'}
            </Badge>
          )}
          {Object.entries(group.reasons).map(([reason, count]) => (
            <Badge key={reason} variant="dot" color="gray">
              {REPORT_REASON_LABELS[reason as ReportReason] ?? reason}: {count}
            </Badge>
          ))}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
          {question.questionText}
        </Text>
        <Text fz="sm">
          Key: <strong>{describeResponse(question, question.correctAnswer)}</strong>
          {question.type === 'single'
            ? ` — ${question[`option${question.correctAnswer}` as 'optionA'] ?? ''}`
            : ` (${ITEM_TYPE_LABELS[question.type]})`}
        </Text>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {group.reports.map((r) => (
            <li key={r.id}>
              <Text fz="sm">
                <strong>{REPORT_REASON_LABELS[r.reason]}</strong> · {r.studentEmail} ·{' '}
                {dates.longTime(r.createdAt)}
              </Text>
              {r.details && (
                <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                  “{r.details}”
                </Text>
              )}
              {!open && r.resolutionNote && (
                <Text fz="sm">
                  {r.status === 'resolved' ? 'Resolved' : 'Dismissed'}: {r.resolutionNote}
                </Text>
              )}
            </li>
          ))}
        </Stack>
        {open && (
          <Stack gap="xs">
            <Textarea
              label="Note"
              description="What you checked or changed (kept with the reports)."
              value={note}
              maxLength={1000}
              rows={3}
              resize="vertical"
              error={noteError}
              onChange={(e) => {
                setNote(e.currentTarget.value);
                setNoteError(null);
              }}
            />
            <Group gap="xs" justify="flex-end">
              <Button variant="default" disabled={pending} onClick={() => void decide('dismissed')}>
                Dismiss
              </Button>
              <Button disabled={pending} onClick={() => void decide('resolved')}>
                Resolve
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** Students' reports, grouped by question with counts, most reported first. */
export function ReportsPanel() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'open' | 'handled'>('open');
  const queue = useQuery(trpc.reports.queue.queryOptions({ status, limit: 25 }));
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Which reports"
        value={status}
        onChange={(value) => setStatus(value as 'open' | 'handled')}
        data={[
          { value: 'open', label: 'Open' },
          { value: 'handled', label: 'Handled' },
        ]}
        w="fit-content"
      />
      {queue.isError ? (
        <RetryAlert title="Could not load the reports" onRetry={() => void queue.refetch()} />
      ) : !queue.data ? (
        <Skeleton height={160} radius="md" />
      ) : queue.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {status === 'open'
            ? 'No open reports. Students report problems from the review and tutor screens.'
            : 'No handled reports yet.'}
        </Text>
      ) : (
        queue.data.map((group) => (
          <ReportGroupCard
            key={`${status}-${group.question.id}`}
            group={group}
            open={status === 'open'}
            onDone={() => void queryClient.invalidateQueries()}
          />
        ))
      )}
    </Stack>
  );
}
