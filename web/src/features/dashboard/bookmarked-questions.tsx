import '@mantine/core/styles/CloseButton.css';

import { DASHBOARD_MESSAGES as M } from '@app/domain';
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTrpc, useTrpcClient } from '../../lib/trpc';
import { LazyModal } from '../../ui/lazy-modal';
import classes from './dashboard.module.css';

/**
 * 'Bookmarked questions (n)' on a premium exam card: the list of questions the student
 * bookmarked during tests (remove any), and a test made of them.
 */
export function BookmarkedQuestions({ examTypeId }: { examTypeId: number }) {
  const trpc = useTrpc();
  const client = useTrpcClient();
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const list = useQuery(trpc.practice.bookmarks.queryOptions({ examTypeId }));
  const marks = list.data ?? [];
  if (marks.length === 0) return null;

  async function remove(questionId: number) {
    setRemoving(questionId);
    try {
      await client.practice.bookmark.mutate({ questionId, bookmarked: false });
      await list.refetch();
    } finally {
      setRemoving(null);
    }
  }

  return (
    <li>
      <UnstyledButton
        className={classes.linkButton}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {M.bookmarked(marks.length)}
      </UnstyledButton>
      <LazyModal
        opened={open}
        onClose={() => setOpen(false)}
        title="Bookmarked questions"
        size="lg"
      >
        <Stack gap="md">
          <Stack gap="xs" component="ol" style={{ margin: 0, paddingLeft: 20 }}>
            {marks.map((mark) => (
              <li key={mark.questionId}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <div>
                    <Text fz="xs" c="dimmed">
                      {mark.category}
                    </Text>
                    <Text fz="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                      {mark.questionText}
                    </Text>
                  </div>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="gray"
                    disabled={removing === mark.questionId}
                    onClick={() => void remove(mark.questionId)}
                    aria-label={`Remove the bookmark of: ${mark.questionText.slice(0, 60)}`}
                  >
                    Remove
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
          <Button
            w="fit-content"
            renderRoot={(props) => (
              <Link
                to="/practice/$examTypeId"
                params={{ examTypeId: String(examTypeId) }}
                search={{ mode: 'bookmarks', count: Math.min(marks.length, 100) }}
                {...props}
              />
            )}
          >
            {M.practiseBookmarked(marks.length)}
          </Button>
        </Stack>
      </LazyModal>
    </li>
  );
}
