import '@mantine/core/styles/Table.css';

import { type ExamCalibration, REAL_SCORE_MESSAGES as M } from '@app/domain';
import { Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTrpc } from '../../lib/trpc';
import { RetryAlert } from '../../ui/retry-alert';

const value = (scale: ExamCalibration['scale'], x: number) =>
  scale.unit === 'percent' ? `${x}%` : String(x);

/**
 * Estimates against real scores (issue 26, decision 0043): per exam, the reports students made
 * after their exam grouped by the score we had estimated, as a plot (mean real score against
 * mean estimate, with the diagonal of a calibrated model) and the same figures as a table.
 */
export function CalibrationPanel() {
  const trpc = useTrpc();
  const table = useQuery(trpc.realScores.calibration.queryOptions());
  if (table.isError) return <RetryAlert onRetry={() => void table.refetch()} />;
  if (!table.data) return <Skeleton h={160} aria-busy="true" />;
  return (
    <Stack gap="lg">
      <Text fz="sm" c="dimmed">
        {M.adminIntro} {M.markNote}
      </Text>
      {table.data.length === 0 ? (
        <Text>{M.adminEmpty}</Text>
      ) : (
        table.data.map((exam) => <ExamCalibrationView key={exam.examTypeId} exam={exam} />)
      )}
    </Stack>
  );
}

function ExamCalibrationView({ exam }: { exam: ExamCalibration }) {
  const { scale } = exam;
  const headingId = `calibration-${exam.examTypeId}`;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} fz="md" id={headingId}>
          {M.adminExam(exam.examName, exam.reports)}
        </Title>
        <CalibrationPlot exam={exam} />
        <section
          aria-label={M.tableCaption(exam.examName)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls on its own must take focus, or keyboard users cannot scroll it (axe scrollable-region-focusable)
          tabIndex={0}
          style={{ overflowX: 'auto' }}
        >
          <Table withTableBorder striped miw={480}>
            <caption>{M.tableCaption(exam.examName)}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{M.columnBin}</Table.Th>
                <Table.Th scope="col">{M.columnCount}</Table.Th>
                <Table.Th scope="col">{M.columnPredicted}</Table.Th>
                <Table.Th scope="col">{M.columnReal}</Table.Th>
                <Table.Th scope="col">{M.columnReached}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {exam.bins.map((bin) => (
                <Table.Tr key={bin.from}>
                  <Table.Th scope="row">
                    {value(scale, bin.from)}–{value(scale, bin.to)}
                  </Table.Th>
                  <Table.Td>{bin.count}</Table.Td>
                  <Table.Td>{value(scale, bin.meanPredicted)}</Table.Td>
                  <Table.Td>{value(scale, bin.meanReal)}</Table.Td>
                  <Table.Td>{M.reachedShare(bin.reached, bin.withMark)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      </Stack>
    </section>
  );
}

const SIZE = 240;
const PAD = 36;

/** Mean real score against mean estimate per bin, on the exam's scale; the dot's area is its count. */
function CalibrationPlot({ exam }: { exam: ExamCalibration }) {
  const { scale } = exam;
  const span = scale.max - scale.min;
  const x = (v: number) => PAD + ((v - scale.min) / span) * (SIZE - PAD - 8);
  const y = (v: number) => SIZE - PAD - ((v - scale.min) / span) * (SIZE - PAD - 8);
  const most = Math.max(...exam.bins.map((b) => b.count));
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        role="img"
        aria-label={M.plotSummary(exam.examName)}
        style={{ maxWidth: '100%', height: 'auto' }}
      >
        <rect
          x={PAD}
          y={8}
          width={SIZE - PAD - 8}
          height={SIZE - PAD - 8}
          fill="none"
          stroke="#9ca3af"
        />
        <line
          x1={x(scale.min)}
          y1={y(scale.min)}
          x2={x(scale.max)}
          y2={y(scale.max)}
          stroke="#9ca3af"
          strokeDasharray="4 4"
        />
        {exam.bins.map((bin) => (
          <circle
            key={bin.from}
            cx={x(bin.meanPredicted)}
            cy={y(bin.meanReal)}
            r={3 + 5 * Math.sqrt(bin.count / most)}
            fill="#1c4fd8"
            fillOpacity={0.75}
          />
        ))}
        <text x={PAD} y={SIZE - 18} fontSize="10" fill="#374151">
          {value(scale, scale.min)}
        </text>
        <text x={SIZE - 8} y={SIZE - 18} fontSize="10" fill="#374151" textAnchor="end">
          {value(scale, scale.max)}
        </text>
        <text x={(SIZE + PAD) / 2} y={SIZE - 4} fontSize="11" fill="#374151" textAnchor="middle">
          {M.plotX}
        </text>
        <text
          x={12}
          y={(SIZE - PAD) / 2}
          fontSize="11"
          fill="#374151"
          textAnchor="middle"
          transform={`rotate(-90 12 ${(SIZE - PAD) / 2})`}
        >
          {M.plotY}
        </text>
      </svg>
      <figcaption>
        <Text fz="xs" c="dimmed">
          {M.plotSummary(exam.examName)}
        </Text>
      </figcaption>
    </figure>
  );
}
