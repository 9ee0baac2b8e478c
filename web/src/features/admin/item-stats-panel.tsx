import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Pagination.css';

import {
  DIFFICULTY_PRIOR_MEAN,
  EXAMS,
  FIT_BOUNDS,
  ITEM_FLAG,
  ITEM_FLAG_LABELS,
  type ItemFlag,
  type ItemStat,
  lastPage,
  MIN_ANSWERS_FOR_FIT,
  OPTION_LETTERS,
  pageOffset,
  READINESS_MESSAGES,
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

/** Logits with their sign: +0.83, −1.20, 0.00. */
const logits = (value: number) =>
  Math.abs(value) < 0.005 ? '0.00' : `${value < 0 ? '−' : '+'}${Math.abs(value).toFixed(2)}`;

/** The estimated difficulty ± its standard error, and where it sits against the item's label. */
function Difficulty({ item }: { item: ItemStat }) {
  const label = item.difficultyLabel;
  const prior = `labelled ${label} (${logits(DIFFICULTY_PRIOR_MEAN[label])})`;
  const { calibration } = item;
  if (!calibration) {
    return (
      <Text fz="xs" c="dimmed">
        Not calibrated yet · {prior}
      </Text>
    );
  }
  return (
    <>
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {logits(calibration.difficulty)} ± {calibration.se.toFixed(2)}
      </Text>
      <Text fz="xs" c="dimmed">
        {prior} ·{' '}
        {calibration.nearestLabel === label
          ? 'as labelled'
          : `behaves like ${calibration.nearestLabel}`}
      </Text>
    </>
  );
}

/** Infit and outfit mean squares, or why fit is not judged yet. */
function Fit({ item }: { item: ItemStat }) {
  const { calibration } = item;
  if (!calibration) return <Text fz="xs">–</Text>;
  if (calibration.misfit === null || calibration.infit === null || calibration.outfit === null) {
    return (
      <Text fz="xs" c="dimmed">
        {READINESS_MESSAGES.itemFitPending(calibration.answers)}
      </Text>
    );
  }
  return (
    <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
      infit {calibration.infit.toFixed(2)} · outfit {calibration.outfit.toFixed(2)}
    </Text>
  );
}

/** What a misfit flag asks the editor to check. */
const MISFIT_REASONS: Partial<Record<ItemFlag, string>> = {
  misfit_erratic: READINESS_MESSAGES.itemMisfit,
  misfit_predictable: READINESS_MESSAGES.itemMisfitPredictable,
};

/**
 * Item statistics (Moodle's quiz statistics as the model): answers, facility, discrimination
 * index and option shares per question, with its Rasch difficulty and fit (decisions 0036,
 * 0038); items out of bounds after enough answers, or misfitting, are flagged and come first.
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
        {ITEM_FLAG.discriminationBelow}. {READINESS_MESSAGES.itemDifficultyMeaning} Infit and outfit
        are 1 when students' answers follow the model; from {MIN_ANSWERS_FOR_FIT} answers an item is
        flagged as misfitting when its infit is over {FIT_BOUNDS.infitHigh} or its outfit over{' '}
        {FIT_BOUNDS.outfitHigh} (answered erratically), or its infit is under {FIT_BOUNDS.infitLow}{' '}
        (answered too predictably). Figures are brought up to date every minute.
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
        <Table.ScrollContainer minWidth={1040}>
          <Table striped highlightOnHover withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Question</Table.Th>
                <Table.Th>Answers</Table.Th>
                <Table.Th>Facility</Table.Th>
                <Table.Th>Discrimination</Table.Th>
                <Table.Th>Difficulty (logits)</Table.Th>
                <Table.Th>Fit</Table.Th>
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
                    <Difficulty item={item} />
                  </Table.Td>
                  <Table.Td>
                    <Fit item={item} />
                  </Table.Td>
                  <Table.Td>
                    <Shares item={item} />
                  </Table.Td>
                  <Table.Td maw={260}>
                    <Group gap={4}>
                      {item.flags.map((flag) => (
                        <Badge key={flag} color="red.8" variant="filled" autoContrast size="sm">
                          {ITEM_FLAG_LABELS[flag]}
                        </Badge>
                      ))}
                    </Group>
                    {item.flags.map((flag) =>
                      MISFIT_REASONS[flag] ? (
                        <Text key={flag} fz="xs" mt={4}>
                          {MISFIT_REASONS[flag]}
                        </Text>
                      ) : null,
                    )}
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
