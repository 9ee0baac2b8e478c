import type { SessionView } from '@app/domain';
import { Group, Stack, Text } from '@mantine/core';
import classes from './practice.module.css';

/**
 * Every question of the test as a numbered button: answered ones filled, flagged ones
 * marked, the current one outlined. Each button says its state to screen readers.
 */
export function QuestionNavigator({
  session,
  current,
  answers,
  flagged,
  onGo,
}: {
  session: SessionView;
  current: number;
  answers: Record<string, string>;
  flagged: ReadonlySet<number>;
  onGo: (index: number) => void;
}) {
  const answeredCount = session.questionIds.filter((id) => answers[String(id)]).length;
  const sectionOf = (index: number) =>
    session.sections?.find((s) => index >= s.start && index < s.start + s.count);
  return (
    <Stack gap="xs" component="nav" aria-label="Questions">
      <Text fz="sm" c="dimmed">
        {answeredCount} of {session.questionIds.length} answered
        {flagged.size ? ` · ${flagged.size} flagged for review` : ''}
      </Text>
      <div className={classes.navigator}>
        {session.questionIds.map((id, index) => {
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
              aria-label={`Question ${index + 1}${section ? ` (${section.label})` : ''}, ${state}`}
              onClick={() => onGo(index)}
            >
              {index + 1}
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
}
