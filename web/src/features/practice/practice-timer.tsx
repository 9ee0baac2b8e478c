import { formatClock, TIMER_ANNOUNCEMENTS } from '@app/domain';
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import a11y from '../../ui/visually-hidden.module.css';

function announcement(seconds: number): string {
  return seconds >= 120 ? `${seconds / 60} minutes left` : '1 minute left';
}

/**
 * The countdown. It counts to a deadline computed from the server's remaining seconds (so a
 * reload or a slow tab never gains time) and calls `onExpire` once at 0. Screen readers hear
 * it only at 5 minutes and 1 minute left (a polite live region), never every second; the
 * student can hide the digits and still gets those announcements.
 */
export function PracticeTimer({
  remainingSeconds,
  onExpire,
}: {
  remainingSeconds: number;
  onExpire: () => void;
}) {
  const deadline = useRef(Date.now() + remainingSeconds * 1000);
  const [left, setLeft] = useState(remainingSeconds);
  const [hidden, setHidden] = useState(false);
  const [spoken, setSpoken] = useState('');
  const expired = useRef(false);
  const announced = useRef(new Set<number>());
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  useEffect(() => {
    // Already below a threshold when the page opened: don't announce what was passed.
    for (const at of TIMER_ANNOUNCEMENTS) if (remainingSeconds <= at) announced.current.add(at);
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setLeft(seconds);
      for (const at of TIMER_ANNOUNCEMENTS) {
        if (seconds <= at && !announced.current.has(at)) {
          announced.current.add(at);
          setSpoken(announcement(at));
        }
      }
      if (seconds === 0 && !expired.current) {
        expired.current = true;
        onExpireRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [remainingSeconds]);

  const low = left <= 60;
  return (
    <Group gap="xs" wrap="nowrap">
      {!hidden && (
        <Text
          fw={700}
          fz="lg"
          c={low ? 'red.8' : undefined}
          ff="monospace"
          aria-label={`Time left ${formatClock(left)}`}
          role="timer"
          data-testid="practice-timer"
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
}
