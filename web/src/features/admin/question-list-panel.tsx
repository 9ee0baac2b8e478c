import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';

import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminQuestion,
  type AdminQuestionFilter,
  DIFFICULTIES,
  type Difficulty,
  EXAMS,
  lastPage,
  pageOffset,
  type QuestionInput,
} from '@app/domain';
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTrpc, useTrpcClient } from '../../lib/trpc';
import { RetryAlert } from '../../ui/retry-alert';
import { SiteLink } from '../../ui/site-link';
import { showToast } from '../../ui/toast';
import { QuestionCard } from './question-card';
import { QuestionExportLinks } from './question-export-links';
import { QuestionForm } from './question-form';
import { valuesOf } from './question-form-values';
import { QuestionImport } from './question-import';
import { QuestionStatsCards } from './question-stats';
import { failureText } from './question-upload-page';

type Filters = {
  examTypeId: string;
  difficulty: Difficulty | '';
  status: 'active' | 'retired' | 'all';
  q: string;
};
const NO_FILTERS: Filters = { examTypeId: '', difficulty: '', status: 'active', q: '' };

function listInput(filters: Filters, page: number): AdminQuestionFilter {
  return {
    status: filters.status,
    limit: ADMIN_PAGE_SIZE,
    offset: pageOffset(page, ADMIN_PAGE_SIZE),
    ...(filters.examTypeId ? { examTypeId: Number(filters.examTypeId) } : {}),
    ...(filters.difficulty ? { difficulty: filters.difficulty } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
}

const capital = (s: string) => s[0]?.toUpperCase() + s.slice(1);

/**
 * The Questions Manager's list (spec §2): the stats, filters by exam type and difficulty with
 * Clear Filters, the questions with their keys; beyond the spec: search, retired questions,
 * edit, retire/restore, import and export.
 */
export function QuestionListPanel() {
  const trpc = useTrpc();
  const client = useTrpcClient();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminQuestion | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const stats = useQuery(trpc.questions.stats.queryOptions());
  const list = useQuery({
    ...trpc.questions.search.queryOptions(listInput(filters, page)),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? lastPage(list.data.total, ADMIN_PAGE_SIZE) : 1;

  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const refresh = () => void queryClient.invalidateQueries();
  const filtered =
    filters.examTypeId !== '' ||
    filters.difficulty !== '' ||
    filters.status !== 'active' ||
    filters.q !== '';

  async function toggle(question: AdminQuestion) {
    setBusyId(question.id);
    try {
      if (question.isActive) await client.questions.retire.mutate({ id: question.id });
      else await client.questions.restore.mutate({ id: question.id });
      void showToast({
        title: question.isActive
          ? `Question #${question.id} retired`
          : `Question #${question.id} restored`,
        message: question.isActive
          ? 'It is no longer served in new tests; past reviews keep it.'
          : 'It is served in new tests again.',
      });
      refresh();
    } catch (error) {
      void showToast({
        title: 'Could not change the question',
        message: failureText(error),
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
    }
  }

  async function save(input: QuestionInput): Promise<boolean> {
    if (!editing) return false;
    try {
      const saved = await client.questions.update.mutate({ id: editing.id, ...input });
      void showToast({
        title: 'Question saved',
        message:
          saved.id === editing.id
            ? `Question #${saved.id} was updated.`
            : `Students had answered #${editing.id}, so their reviews keep it; the edited question is #${saved.id}.`,
      });
      setEditing(null);
      refresh();
      return true;
    } catch (error) {
      void showToast({
        title: 'Could not save the question',
        message: failureText(error),
        variant: 'destructive',
      });
      return false;
    }
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    change({ q: search });
  }

  return (
    <Stack gap="lg">
      {stats.isError ? (
        <RetryAlert title="Could not load the counts" onRetry={() => void stats.refetch()} />
      ) : (
        <QuestionStatsCards stats={stats.data} />
      )}

      <Group gap="sm" wrap="wrap">
        <Button component={SiteLink} to="/upload">
          Add a question
        </Button>
        <QuestionImport onImported={refresh} />
        <Button component="a" href="/simple-upload.html" variant="subtle">
          Simple upload (no JavaScript)
        </Button>
        <QuestionExportLinks />
      </Group>

      <Stack gap="sm" component="section" aria-label="Filters">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Exam type"
            value={filters.examTypeId}
            onChange={(e) => change({ examTypeId: e.currentTarget.value })}
            data={[
              { value: '', label: 'All exams' },
              ...EXAMS.map((exam) => ({ value: String(exam.id), label: exam.name })),
            ]}
          />
          <NativeSelect
            label="Difficulty"
            value={filters.difficulty}
            onChange={(e) => change({ difficulty: e.currentTarget.value as Difficulty | '' })}
            data={[
              { value: '', label: 'All difficulties' },
              ...DIFFICULTIES.map((d) => ({ value: d, label: capital(d) })),
            ]}
          />
          <form onSubmit={submitSearch} aria-label="Search questions">
            <Group gap={6} align="flex-end">
              <TextInput
                label="Search text"
                placeholder="Words in the question"
                value={search}
                maxLength={200}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
              <Button type="submit" variant="default">
                Search
              </Button>
            </Group>
          </form>
          <Button
            variant="subtle"
            disabled={!filtered && search === ''}
            onClick={() => {
              setFilters(NO_FILTERS);
              setSearch('');
              setPage(1);
            }}
          >
            Clear Filters
          </Button>
        </Group>
        <SegmentedControl
          aria-label="Which questions"
          value={filters.status}
          onChange={(value) => change({ status: value as Filters['status'] })}
          data={[
            { value: 'active', label: 'Active' },
            { value: 'retired', label: 'Retired' },
            { value: 'all', label: 'All' },
          ]}
          w="fit-content"
        />
      </Stack>

      {list.isError ? (
        <RetryAlert title="Could not load the questions" onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Stack gap="sm" role="status" aria-label="Loading questions">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={180} radius="md" />
          ))}
        </Stack>
      ) : list.data.questions.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {filtered
            ? 'No questions match these filters.'
            : 'No questions yet. Add one or import a file.'}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed" role="status">
            {list.data.total.toLocaleString('en-US')} question{list.data.total === 1 ? '' : 's'}
            {pages > 1 ? ` · page ${page} of ${pages}` : ''}
          </Text>
          {list.data.questions.map((question) => (
            <QuestionCard
              key={question.id}
              question={question}
              busy={busyId === question.id}
              onEdit={() => setEditing(question)}
              onToggleActive={() => void toggle(question)}
            />
          ))}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              siblings={1}
              boundaries={1}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous'
                    ? 'Previous page'
                    : control === 'next'
                      ? 'Next page'
                      : control,
              })}
              mx="auto"
            />
          )}
        </Stack>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `Edit question #${editing.id}` : ''}
        size="xl"
      >
        {/* The form edits single-answer items; the other types change by JSON import. */}
        {editing && editing.type !== 'single' && (
          <Stack gap="md">
            <Alert variant="light" color="blue">
              {ADMIN_MESSAGES.alternateKeyEdit}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                Close
              </Button>
            </Group>
          </Stack>
        )}
        {editing && editing.type === 'single' && (
          <QuestionForm
            initial={valuesOf(editing)}
            submitLabel="Save changes"
            pendingLabel="Saving..."
            onInvalid={(issue) => void showToast({ title: issue.message, variant: 'destructive' })}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
