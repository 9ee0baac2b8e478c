import type { SessionView } from '@app/domain';
import { Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import classes from './practice.module.css';

/**
 * Every question of the test as a numbered button: answered ones filled, flagged ones
 * marked, the current one outlined. Each button says its state to screen readers. With
 * `range`, only the questions of one section, numbered within it (the exam screen).
 */
export const QuestionNavigator = memo(function QuestionNavigator({
  session,
  current,
  answers,
  flagged,
  onGo,
  range,
}: {
  session: Pick<SessionView, 'questionIds' | 'sections'>;
  current: number;
  answers: Record<string, string>;
  flagged: ReadonlySet<number>;
  onGo: (index: number) => void;
  range?: { start: number; count: number; label: string } | undefined;
}) {
  const start = range?.start ?? 0;
  const ids = range ? session.questionIds.slice(start, start + range.count) : session.questionIds;
  const answeredCount = ids.filter((id) => answers[String(id)]).length;
  const flaggedCount = ids.filter((id) => flagged.has(id)).length;
  const sectionOf = (index: number) =>
    range
      ? undefined
      : session.sections?.find((s) => index >= s.start && index < s.start + s.count);
  return (
    <Stack
      gap="xs"
      component="nav"
      aria-label={range ? `Questions of ${range.label}` : 'Questions'}
    >
      <Text fz="sm" c="dimmed">
        {answeredCount} of {ids.length} answered
        {flaggedCount ? ` · ${flaggedCount} flagged for review` : ''}
      </Text>
      <div className={classes.navigator}>
        {ids.map((id, offset) => {
          const index = start + offset;
          const answered = Boolean(answers[String(id)]);
          const isFlagged = flagged.has(id);
          const section = sectionOf(index);
          const state = [
            answered ? 'answered' : 'not answered',
            isFlagged ? 'flagged for review' : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <button
              key={id}
              type="button"
              className={classes.navButton}
              data-answered={answered || undefined}
              data-flagged={isFlagged || undefined}
              data-current={index === current || undefined}
              aria-current={index === current ? 'step' : undefined}
              aria-label={`Question ${offset + 1}${section ? ` (${section.label})` : ''}, ${state}`}
              onClick={() => onGo(index)}
            >
              {offset + 1}
            </button>
          );
        })}
      </div>
      <Group gap="md" fz="xs" c="dimmed" aria-hidden>
        <Text fz="xs">
          <span
            className={classes.legendDot}
            style={{
              background: 'var(--mantine-color-blue-1)',
              border: '1px solid var(--mantine-color-blue-6)',
            }}
          />
          Answered
        </Text>
        <Text fz="xs">
          <span
            className={classes.legendDot}
            style={{
              background: 'var(--mantine-color-white)',
              border: '1px solid var(--mantine-color-gray-5)',
            }}
          />
          Not answered
        </Text>
        <Text fz="xs">
          <span
            className={classes.legendDot}
            style={{ background: 'var(--mantine-color-orange-7)' }}
          />
          Flagged
        </Text>
      </Group>
    </Stack>
  );
});
