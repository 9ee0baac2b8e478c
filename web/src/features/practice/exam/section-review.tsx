import { SIMULATION_MESSAGES as M, type SessionSection, type SessionView } from '@app/domain';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { LazyModal } from '../../../ui/lazy-modal';
import { QuestionNavigator } from '../question-navigator';
import classes from './exam.module.css';

/**
 * A free section's review: how many are answered, not answered and flagged, each question a
 * button back to it, and 'Close section', which asks first: a closed section cannot be
 * opened again. Closing the last section ends the test.
 */
export function SectionReview({
  session,
  section,
  last,
  answers,
  flagged,
  onGo,
  onBack,
  onClose,
  busy,
  error,
}: {
  session: Pick<SessionView, 'questionIds' | 'sections'>;
  section: SessionSection;
  last: boolean;
  answers: Record<string, string>;
  flagged: ReadonlySet<number>;
  onGo: (index: number) => void;
  onBack: () => void;
  onClose: () => void;
  busy: boolean;
  error: string | null;
}) {
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const ids = session.questionIds.slice(section.start, section.start + section.count);
  const answered = ids.filter((id) => answers[String(id)]).length;
  const flaggedCount = ids.filter((id) => flagged.has(id)).length;
  const unanswered = ids.length - answered;
  const closeLabel = last ? M.closeAndFinish : M.closeSection;

  return (
    <Card withBorder radius="md" padding="xl" data-testid="section-review">
      <Stack gap="md">
        <Title order={1} fz="h2" ref={heading} tabIndex={-1} className={classes.screenHeading}>
          {M.reviewTitle(section.label)}
        </Title>
        <Text fw={600} data-testid="review-counts">
          {M.reviewCounts(answered, unanswered, flaggedCount)}
        </Text>
        <Text fz="sm" c="dimmed">
          {M.reviewHint}
        </Text>
        <QuestionNavigator
          session={session}
          current={-1}
          answers={answers}
          flagged={flagged}
          onGo={onGo}
          range={section}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onBack}>
            {M.backToQuestions}
          </Button>
          <Button color="red.9" onClick={() => setConfirming(true)} loading={busy}>
            {closeLabel}
          </Button>
        </Group>
      </Stack>
      <LazyModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={M.closeConfirmTitle}
        centered
      >
        <Stack gap="sm" mb="lg">
          <Text fw={600}>{M.closeConfirmText}</Text>
          {unanswered > 0 && <Text>{M.closeConfirmUnanswered(unanswered)}</Text>}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {M.keepWorking}
          </Button>
          <Button
            color="red.9"
            onClick={() => {
              setConfirming(false);
              onClose();
            }}
          >
            {M.closeConfirm}
          </Button>
        </Group>
      </LazyModal>
    </Card>
  );
}
