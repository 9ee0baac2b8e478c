import { formatClock } from '@app/domain';
import { Button, Group, Text } from '@mantine/core';
import { memo, useState } from 'react';
import a11y from '../../ui/visually-hidden.module.css';
import { useCountdown } from './use-countdown';

/**
 * The countdown of a timed test. It counts to a deadline computed from the server's remaining
 * seconds (use-countdown.ts) and calls `onExpire` once at 0. Screen readers hear it only at 5
 * minutes and 1 minute left; the student can hide the digits and still gets those
 * announcements.
 */
export const PracticeTimer = memo(function PracticeTimer({
  remainingSeconds,
  onExpire,
  label = 'Time left',
  testId = 'practice-timer',
  syncedAt,
}: {
  remainingSeconds: number;
  onExpire: () => void;
  /** Said before the time ('Time left 24:59'). */
  label?: string;
  testId?: string;
  /** When the server gave `remainingSeconds` (Date.now()); the first render otherwise. */
  syncedAt?: number;
}) {
  const [mountedAt] = useState(() => Date.now());
  const { left, spoken } = useCountdown(remainingSeconds, syncedAt ?? mountedAt, onExpire);
  const [hidden, setHidden] = useState(false);

  const low = left <= 60;
  return (
    <Group gap="xs" wrap="nowrap">
      {!hidden && (
        <Text
          fw={700}
          fz="lg"
          c={low ? 'red.8' : undefined}
          ff="monospace"
          aria-label={`${label} ${formatClock(left)}`}
          role="timer"
          data-testid={testId}
        >
          {formatClock(left)}
        </Text>
      )}
      <Button variant="subtle" size="compact-sm" onClick={() => setHidden((h) => !h)}>
        {hidden ? 'Show timer' : 'Hide timer'}
      </Button>
      <span className={a11y.srOnly} aria-live="polite" aria-atomic="true">
        {spoken}
      </span>
    </Group>
  );
});
