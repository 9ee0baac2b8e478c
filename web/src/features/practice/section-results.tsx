import '@mantine/core/styles/Table.css';

import {
  findExamScale,
  SIMULATION_MESSAGES as M,
  READINESS_MESSAGES,
  type TestResult,
} from '@app/domain';
import { List, Stack, Table, Text, Title } from '@mantine/core';
import classes from './section-results.module.css';

/**
 * A simulation's results by section (each scored without its unscored items), the sentence
 * saying how many unscored items were left out of the score, as on the real exam, and each
 * adaptive subtest's placement estimate on the exam's scale, said to be an estimate and how it
 * is made.
 */
export function SectionResults({ result }: { result: TestResult }) {
  const sections = result.sections;
  if (!sections?.length) return null;
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {M.bySection}
      </Title>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls on its own must take focus, or keyboard users cannot scroll it (axe scrollable-region-focusable) */}
      <section className={classes.scroller} tabIndex={0} aria-label={M.bySection}>
        <Table striped withTableBorder fz="sm" horizontalSpacing="xs" data-testid="section-results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{M.sectionColumn}</Table.Th>
              <Table.Th scope="col">{M.accuracyColumn}</Table.Th>
              <Table.Th scope="col">{M.correctColumn}</Table.Th>
              <Table.Th scope="col">{M.unscoredColumn}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sections.map((s) => (
              <Table.Tr key={s.label}>
                <Table.Th scope="row" fw={600}>
                  {s.label}
                </Table.Th>
                <Table.Td fw={700}>{s.accuracy}%</Table.Td>
                <Table.Td>{M.correctOf(s.correct, s.total)}</Table.Td>
                <Table.Td>{s.unscored}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
      {result.unscoredCount > 0 && (
        <Text fz="sm" data-testid="unscored-note">
          {M.unscoredNote(result.unscoredCount)}
        </Text>
      )}
      <Placements result={result} />
    </Stack>
  );
}

/** Each adaptive subtest's placement-style estimate, with how it is made and its assumption. */
function Placements({ result }: { result: TestResult }) {
  const adaptive = (result.sections ?? []).filter((s) => s.adaptive);
  const scale = findExamScale(result.examTypeId);
  if (adaptive.length === 0 || !scale) return null;
  return (
    <Stack gap="xs" data-testid="placement-results">
      <Title order={3} fz="md">
        {M.placementTitle}
      </Title>
      <List spacing={4}>
        {adaptive.map((s) => (
          <List.Item key={s.label}>
            <Text span fw={600}>
              {s.label}:
            </Text>{' '}
            {s.placement
              ? M.placementLine(s.placement.score, s.placement.low, s.placement.high)
              : M.placementUnfinished}
          </List.Item>
        ))}
      </List>
      <Text fz="sm">{M.placementHow(scale.name)}</Text>
      {adaptive.some((s) => s.placement?.fromLabels) && (
        <Text fz="sm">{M.placementFromLabels}</Text>
      )}
      <Text fz="sm">{READINESS_MESSAGES.rangeMeaning}</Text>
      <Text fz="sm" c="dimmed">
        {scale.assumption}
      </Text>
    </Stack>
  );
}
