import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Pagination.css';

import {
  EXAMS,
  ITEM_FLAG,
  ITEM_FLAG_LABELS,
  type ItemStat,
  lastPage,
  OPTION_LETTERS,
  pageOffset,
} from '@app/domain';
import {
  Badge,
  Group,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTrpc } from '../../lib/trpc';
import { RetryAlert } from '../../ui/retry-alert';

const PAGE = 50;
const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)}%`);

function Shares({ item }: { item: ItemStat }) {
  return (
    <Text fz="xs" component="span" style={{ whiteSpace: 'nowrap' }}>
      {OPTION_LETTERS.filter((letter) => letter <= 'D' || item.shares[letter] !== undefined).map(
        (letter) => (
          <span
            key={letter}
            style={{ fontWeight: item.correctAnswer.includes(letter) ? 700 : 400, marginRight: 8 }}
          >
            {letter} {percent(item.shares[letter] ?? 0)}
          </span>
        ),
      )}
    </Text>
  );
}

/**
 * Item statistics (Moodle's quiz statistics as the model): answers, facility, discrimination
 * index and option shares per question; items out of bounds after enough answers are flagged
 * and come first.
 */
export function ItemStatsPanel() {
  const trpc = useTrpc();
  const [examTypeId, setExamTypeId] = useState('');
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const stats = useQuery({
    ...trpc.reports.itemStats.queryOptions({
      flaggedOnly,
      limit: PAGE,
      offset: pageOffset(page, PAGE),
      ...(examTypeId ? { examTypeId: Number(examTypeId) } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const pages = stats.data
    ? lastPage(flaggedOnly ? stats.data.flagged : stats.data.total, PAGE)
    : 1;

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        Facility is the share of answers that were right; discrimination is the correlation of the
        item with the student's score on the rest of the test. An item is flagged after{' '}
        {ITEM_FLAG.minAnswers} answers when its facility is under {ITEM_FLAG.facilityBelow * 100}%
        or over {ITEM_FLAG.facilityAbove * 100}%, or its discrimination is under{' '}
        {ITEM_FLAG.discriminationBelow}. Figures are brought up to date every minute.
      </Text>
      <Group gap="md" align="flex-end">
        <NativeSelect
          label="Exam type"
          value={examTypeId}
          onChange={(e) => {
            setExamTypeId(e.currentTarget.value);
            setPage(1);
          }}
          data={[
            { value: '', label: 'All exams' },
            ...EXAMS.map((exam) => ({ value: String(exam.id), label: exam.name })),
          ]}
        />
        <Switch
          label="Flagged only"
          checked={flaggedOnly}
          onChange={(e) => {
            setFlaggedOnly(e.currentTarget.checked);
            setPage(1);
          }}
        />
        {stats.data && (
          <Text fz="sm" role="status">
            {stats.data.flagged} flagged of {stats.data.total} answered questions
          </Text>
        )}
      </Group>
      {stats.isError ? (
        <RetryAlert
          title="Could not load the item statistics"
          onRetry={() => void stats.refetch()}
        />
      ) : !stats.data ? (
        <Skeleton height={200} />
      ) : stats.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {flaggedOnly
            ? 'No flagged items.'
            : 'No answers yet: statistics appear once students submit tests.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Question</Table.Th>
                <Table.Th>Answers</Table.Th>
                <Table.Th>Facility</Table.Th>
                <Table.Th>Discrimination</Table.Th>
                <Table.Th>Answer shares (key in bold)</Table.Th>
                <Table.Th>Flags</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.data.items.map((item) => (
                <Table.Tr key={item.questionId}>
                  <Table.Td maw={320}>
                    <Text fz="sm" fw={600}>
                      #{item.questionId} · {EXAMS.find((e) => e.id === item.examTypeId)?.name} ·{' '}
                      {item.category}
                    </Text>
                    <Text fz="xs" c="dimmed" lineClamp={2}>
                      {item.questionText}
                    </Text>
                  </Table.Td>
                  <Table.Td>{item.answered}</Table.Td>
                  <Table.Td>{percent(item.facility)}</Table.Td>
                  <Table.Td>
                    {item.discrimination === null ? '–' : item.discrimination.toFixed(2)}
                  </Table.Td>
                  <Table.Td>
                    <Shares item={item} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {item.flags.map((flag) => (
                        <Badge key={flag} color="red.8" variant="filled" autoContrast size="sm">
                          {ITEM_FLAG_LABELS[flag]}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} mx="auto" />}
    </Stack>
  );
}
