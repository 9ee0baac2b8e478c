import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/VisuallyHidden.css';

import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useRenderStatus } from '../../lib/render-status';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import classes from './exam-pages.module.css';

function HeroSkeleton({ breadcrumb = false }: { breadcrumb?: boolean }) {
  return (
    <div className={classes.skeletonHero}>
      <Container size="lg">
        <Stack gap="md">
          {breadcrumb && <Skeleton height={14} width={260} />}
          <Skeleton height={14} width={140} />
          <Skeleton height={40} width="70%" />
          <Skeleton height={16} width="60%" />
          <Skeleton height={16} width="45%" />
          <Group gap="sm" mt="sm">
            <Skeleton height={42} width={200} radius="md" />
            <Skeleton height={42} width={220} radius="md" />
          </Group>
        </Stack>
      </Container>
    </div>
  );
}

function CardSkeletons({ count }: { count: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: count > 3 ? 4 : 3 }} spacing="lg" mt="lg">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder padding="lg">
          <Stack gap="sm">
            <Skeleton height={20} width="60%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="80%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Lines({ count }: { count: number }) {
  return (
    <Stack gap="xs">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={14} width={i === count - 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}

/** The exam overview page's layout while its content loads. */
export function ExamPageSkeleton() {
  return (
    <div aria-busy="true" data-testid="exam-page-skeleton">
      <VisuallyHidden role="status">Loading exam overview…</VisuallyHidden>
      <HeroSkeleton />
      <Container size="lg" py={40}>
        <div className={classes.introGrid}>
          <Lines count={6} />
          <Card withBorder padding="lg">
            <Lines count={5} />
          </Card>
        </div>
        <Skeleton height={26} width={260} mt={48} />
        <CardSkeletons count={4} />
      </Container>
    </div>
  );
}

/** The subject page's layout while its content loads. */
export function SubjectPageSkeleton() {
  return (
    <div aria-busy="true" data-testid="subject-page-skeleton">
      <VisuallyHidden role="status">Loading subject…</VisuallyHidden>
      <HeroSkeleton breadcrumb />
      <Container size="lg" py={40}>
        <Lines count={5} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt={40}>
          <Lines count={6} />
          <Lines count={6} />
        </SimpleGrid>
        <CardSkeletons count={4} />
      </Container>
    </div>
  );
}

type LoadErrorProps = { what: string; retrying: boolean; onRetry: () => void };

/** A failure other than not-found: say so and offer to try again. */
export function LoadError({ what, retrying, onRetry }: LoadErrorProps) {
  // Served this way, the page is not there for now: a crawler should come back.
  useRenderStatus(503);
  return (
    <Container size="sm" py={80}>
      <PageHead title={pageTitle('Something went wrong')} path="/" noIndex />
      <Stack gap="md">
        <Title order={1}>Something went wrong</Title>
        <Alert color="red" variant="light" role="alert">
          We could not load {what}. Please check your connection and try again.
        </Alert>
        <Group>
          <Button onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
