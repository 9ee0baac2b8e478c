import { Alert, Button, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTrpc } from '../../lib/trpc';
import { ExamCard, ExamCardSkeleton } from './exam-card';
import { LANDING_EXAM_COUNT, landingExams } from './exam-queries';

/** 'Supported Exam Types' section, loaded from `exams.list` (prefetched by the route loader). */
export function SupportedExams() {
  const trpc = useTrpc();
  const exams = useQuery(trpc.exams.list.queryOptions());

  return (
    <section aria-labelledby="exams-title" aria-busy={exams.isPending}>
      <Container size="lg" py={64}>
        <Title order={2} id="exams-title" ta="center">
          Supported Exam Types
        </Title>
        <Text ta="center" c="dimmed" mt="xs" mb="xl">
          Choose your exam and start with 3 free questions - no card needed.
        </Text>

        {exams.isError ? (
          <Alert color="red" variant="light" title="Could not load the exams" role="alert">
            <Text fz="sm">{exams.error.message}</Text>
            <Button
              mt="md"
              variant="outline"
              color="red.9"
              loading={exams.isFetching}
              onClick={() => exams.refetch()}
            >
              Retry
            </Button>
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {exams.isPending
              ? Array.from({ length: LANDING_EXAM_COUNT }, (_, i) => <ExamCardSkeleton key={i} />)
              : landingExams(exams.data).map((exam) => <ExamCard key={exam.id} exam={exam} />)}
          </SimpleGrid>
        )}
      </Container>
    </section>
  );
}
