import '@mantine/core/styles/List.css';

import { INTRO_LIMIT_MINUTES, SIMULATION_MESSAGES as M, type SessionSection } from '@app/domain';
import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { PracticeTimer } from '../practice-timer';
import classes from './exam.module.css';

/**
 * The screen before a section: its name, item count and time, the tools it allows and how one
 * moves between its questions, in plain words; 'Start section' shows its first item. Where the
 * server holds a timed section's clock until the student starts it, the screen says so and
 * counts down to the moment it starts by itself.
 */
export function SectionIntro({
  section,
  number,
  count,
  timeMultiplier,
  notices,
  waiting,
  onStart,
  busy,
  error,
}: {
  section: SessionSection;
  /** Its place among the sections (1 = the first) and how many there are. */
  number: number;
  count: number;
  timeMultiplier: number;
  /** Things to say first (a section closed by its clock, a shortened simulation). */
  notices: readonly string[];
  /** The clock waits on this intro: how long until it starts by itself (null: it runs). */
  waiting: { remainingSeconds: number; syncedAt: number; onZero: () => void } | null;
  onStart: () => void;
  busy: boolean;
  error: string | null;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [number]);
  const timed = section.minutes !== null || section.continuesClock;
  return (
    <Card withBorder radius="md" padding="xl" data-testid="section-intro">
      <Stack gap="md">
        {notices.map((notice) => (
          <Alert key={notice} variant="light" color="blue">
            {notice}
          </Alert>
        ))}
        <div>
          <Text fz="sm" c="dimmed" fw={600}>
            {M.introEyebrow(number, count)}
          </Text>
          <Title order={1} fz="h2" ref={heading} tabIndex={-1} className={classes.screenHeading}>
            {section.label}
          </Title>
        </div>
        <dl className={classes.facts}>
          <dt>Questions</dt>
          <dd>{M.items(section.count)}</dd>
          <dt>Time</dt>
          <dd>
            {M.time(section.minutes, section.continuesClock)}
            {timeMultiplier > 1 && section.minutes !== null
              ? ` ${M.timeWithExtension(timeMultiplier)}`
              : ''}
          </dd>
        </dl>
        <Stack gap={4}>
          <Title order={2} fz="md">
            {M.toolsHeading}
          </Title>
          <List spacing={2}>
            {M.toolsOf(section).map((tool) => (
              <List.Item key={tool}>{tool}</List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap={4}>
          <Title order={2} fz="md">
            {M.navigationHeading}
          </Title>
          <Text>{M.navigationRule(section)}</Text>
        </Stack>
        {waiting ? (
          <Stack gap={4}>
            <Text fz="sm">{M.clockStartsOnStart(INTRO_LIMIT_MINUTES)}</Text>
            <Group gap="xs" wrap="nowrap">
              <Text fz="sm" c="dimmed">
                {M.introClock}
              </Text>
              <PracticeTimer
                remainingSeconds={waiting.remainingSeconds}
                syncedAt={waiting.syncedAt}
                onExpire={waiting.onZero}
                label={M.introClock}
                testId="intro-clock"
              />
            </Group>
          </Stack>
        ) : (
          timed && (
            <Text fz="sm" c="dimmed">
              {M.clockRunning}
            </Text>
          )
        )}
        <div>
          <Button size="md" onClick={onStart} loading={busy} data-autofocus>
            {M.startSection}
          </Button>
        </div>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
