import { formatClock, SIMULATION_MESSAGES as M } from '@app/domain';
import { ActionIcon, Badge, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import a11y from '../../../ui/visually-hidden.module.css';
import { PracticeTimer } from '../practice-timer';
import classes from './exam.module.css';

export type SectionClock = {
  /** Seconds left as the server said at `syncedAt`; null for an untimed section. */
  remainingSeconds: number | null;
  syncedAt: number;
  onZero: () => void;
  /** The section's whole time while its clock waits for the student to start it (the intro). */
  waitingSeconds?: number;
};

/**
 * The exam screen's slim bar: exit, the exam's name and the section, 'Question x of n' within
 * the section (the page's heading while an item is on screen), the section clock, the
 * extended-time note, and the section's tools.
 */
export function ExamBar({
  examName,
  section,
  counter,
  counterRef,
  barRef,
  clock,
  timeMultiplier,
  tools,
  onExit,
}: {
  examName: string;
  section: string;
  /** Item on screen within its section; null on the intro, review and break screens. */
  counter: { number: number; count: number } | null;
  counterRef?: Ref<HTMLHeadingElement>;
  barRef?: Ref<HTMLDivElement>;
  clock: SectionClock | null;
  timeMultiplier: number;
  tools?: ReactNode;
  onExit: () => void;
}) {
  return (
    <div className={classes.bar} ref={barRef} data-testid="exam-bar">
      <div className={classes.barRow}>
        <div className={classes.barTitle}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={M.exit} onClick={onExit}>
            <span aria-hidden style={{ fontSize: 22, lineHeight: 1 }}>
              ×
            </span>
          </ActionIcon>
          <div>
            <Text fw={700} lh={1.3}>
              {examName}
            </Text>
            <Text fz="sm" c="dimmed" lh={1.3} data-testid="exam-section">
              {section}
            </Text>
          </div>
        </div>
        {clock &&
          (clock.waitingSeconds !== undefined ? (
            <Text fw={700} fz="lg" ff="monospace">
              <span className={a11y.srOnly}>{M.clockWaiting} </span>
              <span data-testid="section-clock">{formatClock(clock.waitingSeconds)}</span>
            </Text>
          ) : clock.remainingSeconds === null ? (
            <Text fw={600} data-testid="section-clock">
              {M.untimed}
            </Text>
          ) : (
            <PracticeTimer
              remainingSeconds={clock.remainingSeconds}
              syncedAt={clock.syncedAt}
              onExpire={clock.onZero}
              label={M.sectionClock}
              testId="section-clock"
            />
          ))}
      </div>
      {(counter || timeMultiplier > 1 || tools) && (
        <div className={classes.barRow}>
          {counter ? (
            <Title
              order={1}
              fz="md"
              fw={600}
              ref={counterRef}
              tabIndex={-1}
              data-testid="question-counter"
            >
              {M.questionOf(counter.number, counter.count)}
            </Title>
          ) : (
            <span />
          )}
          {timeMultiplier > 1 && (
            <Badge variant="filled" color="indigo.9" size="lg" data-testid="extended-time">
              {M.extendedTime(timeMultiplier)}
            </Badge>
          )}
          {tools}
        </div>
      )}
    </div>
  );
}
