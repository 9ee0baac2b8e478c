import '@mantine/core/styles/Table.css';

import { SIMULATION_MESSAGES as M, type TestResult } from '@app/domain';
import { Stack, Table, Text, Title } from '@mantine/core';
import classes from './section-results.module.css';

/**
 * A simulation's results by section (each scored without its unscored items), and the
 * sentence saying how many unscored items were left out of the score, as on the real exam.
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
    </Stack>
  );
}
