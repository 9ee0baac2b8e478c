import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTrpc } from '../../lib/trpc';
import { practiceQuestionsTitle } from './question-total';

type Blurb = { title: string; text: string; icon: ReactNode };

const svg = (path: string) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={path} />
  </svg>
);

const BLURBS: Blurb[] = [
  {
    // Replaced by the bank's real size (practiceQuestionsTitle) once the counts are known.
    title: 'Practice Questions',
    text: 'Exam-style multiple-choice questions for every subject, written to match the real tests.',
    icon: svg('M4 5h16M4 12h16M4 19h10'),
  },
  {
    title: 'Detailed Explanations',
    text: 'Every answer comes with a clear explanation, so you learn why - not just what.',
    icon: svg('M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z'),
  },
  {
    title: 'Progress Tracking',
    text: 'See your scores by exam and subject and focus your study where it counts.',
    icon: svg('M3 3v18h18M7 15l4-4 3 3 5-6'),
  },
];

export function FeatureBlurbs() {
  const trpc = useTrpc();
  const counts = useQuery(trpc.exams.questionCounts.queryOptions());
  const title = practiceQuestionsTitle(counts.data);
  return (
    <Container size="lg" py={64} component="section" aria-labelledby="features-title">
      <Title order={2} id="features-title" ta="center" mb="xl">
        Everything you need to prepare
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {BLURBS.map((blurb, index) => (
          <Stack key={blurb.title} gap="xs" align="center" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light">
              {blurb.icon}
            </ThemeIcon>
            <Title order={3} fz="lg">
              {index === 0 ? title : blurb.title}
            </Title>
            <Text c="dimmed">{blurb.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
