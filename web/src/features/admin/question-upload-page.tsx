import '@mantine/core/styles/Paper.css';

import { ADMIN_MESSAGES, type QuestionInput } from '@app/domain';
import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { callFailure } from '../../lib/call-failure';
import { useTrpcClient } from '../../lib/trpc';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { SiteLink } from '../../ui/site-link';
import { showToast } from '../../ui/toast';
import { QuestionForm } from './question-form';

/** The text after 'Failed to add question: ' — the server's message, or what went wrong. */
export function failureText(error: unknown): string {
  const failure = callFailure(error);
  if (failure.kind === 'network') return failure.message || 'No connection to the server';
  if (failure.kind === 'answer') return failure.message || failure.text || `HTTP ${failure.status}`;
  return 'Something went wrong';
}

/**
 * The question upload page (spec §2, /upload; linked from the Questions Manager): one question
 * at a time, with the §8 toasts: 'Validation Error: …', 'Success! Question added successfully'
 * (the form resets) and 'Failed to add question: {message}'.
 */
export function QuestionUploadPage() {
  const client = useTrpcClient();
  const queryClient = useQueryClient();

  async function add(input: QuestionInput): Promise<boolean> {
    try {
      await client.questions.create.mutate(input);
    } catch (error) {
      void showToast({
        title: ADMIN_MESSAGES.uploadFailed(failureText(error)),
        variant: 'destructive',
      });
      return false;
    }
    void showToast({ title: ADMIN_MESSAGES.uploadSuccess });
    // The Questions Manager's list and counts (and the public counts) include it now.
    void queryClient.invalidateQueries();
    return true;
  }

  return (
    <Container size="md" py="xl">
      <PageHead title={pageTitle('Add a question')} path="/upload" noIndex />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz="h2">
              Add a question
            </Title>
            <Text c="dimmed" fz="sm">
              A single-answer question with four options. For many at once, use the{' '}
              <Anchor href="/simple-upload.html">file upload</Anchor>.
            </Text>
          </div>
          <Anchor component={SiteLink} to="/admin" fz="sm">
            ← Questions Manager
          </Anchor>
        </Group>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <QuestionForm
            submitLabel="Add Question"
            pendingLabel="Adding..."
            resetOnSuccess
            onInvalid={() =>
              void showToast({ title: ADMIN_MESSAGES.uploadValidation, variant: 'destructive' })
            }
            onSubmit={add}
          />
        </Paper>
      </Stack>
    </Container>
  );
}
