import { SIMULATION_MESSAGES as M } from '@app/domain';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { PracticeTimer } from '../practice-timer';
import classes from './exam.module.css';

/** A break between sections: its own clock, and 'End break' to start the next section now. */
export function BreakScreen({
  minutes,
  nextLabel,
  remainingSeconds,
  syncedAt,
  onZero,
  onEnd,
  busy,
  error,
}: {
  minutes: number;
  nextLabel: string;
  remainingSeconds: number;
  syncedAt: number;
  onZero: () => void;
  onEnd: () => void;
  busy: boolean;
  error: string | null;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Card withBorder radius="md" padding="xl" data-testid="break-screen">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h2" ref={heading} tabIndex={-1} className={classes.screenHeading}>
          {M.breakTitle}
        </Title>
        <Text>{M.breakText(minutes, nextLabel)}</Text>
        <Stack gap={2}>
          <Text fz="sm" c="dimmed">
            {M.breakClock}
          </Text>
          <PracticeTimer
            remainingSeconds={remainingSeconds}
            syncedAt={syncedAt}
            onExpire={onZero}
            label={M.breakClock}
            testId="break-clock"
          />
        </Stack>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button size="md" onClick={onEnd} loading={busy}>
          {M.endBreak}
        </Button>
      </Stack>
    </Card>
  );
}
