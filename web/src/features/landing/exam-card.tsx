import type { ExamType } from '@app/domain';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SiteLink } from '../../ui/site-link';
import a11y from '../../ui/visually-hidden.module.css';
import classes from './exam-card.module.css';

type ExamCardProps = { exam: Pick<ExamType, 'name' | 'slug' | 'description' | 'color'> };

/** Landing exam card (spec §3 'Exam card (static, landing)': name, desc, color, url). */
export function ExamCard({ exam }: ExamCardProps) {
  return (
    <Card
      component="article"
      withBorder
      padding="lg"
      className={classes.card}
      style={{ '--exam-color': exam.color }}
      aria-labelledby={`exam-${exam.slug}`}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="lg" id={`exam-${exam.slug}`}>
            {exam.name}
          </Title>
          <Badge color="teal.9" variant="filled">
            Available
          </Badge>
        </Group>
        <Text c="dimmed" fz="sm" className={classes.description}>
          {exam.description}
        </Text>
        <Anchor
          component={SiteLink}
          to={`/exam/${exam.slug}`}
          fw={600}
          aria-label={`Learn More about ${exam.name}`}
        >
          Learn More<span className={a11y.srOnly}> about {exam.name}</span>
        </Anchor>
      </Stack>
    </Card>
  );
}

export function ExamCardSkeleton() {
  return (
    <Card withBorder padding="lg" aria-hidden="true">
      <Stack gap="sm">
        <Group justify="space-between">
          <Skeleton height={20} width="50%" />
          <Skeleton height={20} width={72} radius="xl" />
        </Group>
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
        <Skeleton height={14} width={90} mt="xs" />
      </Stack>
    </Card>
  );
}
