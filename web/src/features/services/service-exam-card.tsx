import type { Exam } from '@app/domain';
import { Anchor, Badge, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SiteLink } from '../../ui/site-link';
import a11y from '../../ui/visually-hidden.module.css';
import { questionCountLabel } from './question-count';
import classes from './services-page.module.css';

export type ServiceExamCardProps = {
  exam: Pick<Exam, 'slug' | 'name' | 'description' | 'color' | 'categories'>;
  /** Questions in the bank for this exam; unknown until the question bank exists. */
  questionCount: number | undefined;
  /** Feature titles from the exam's CMS page; `undefined` while it loads. */
  features: readonly string[] | undefined;
};

/**
 * One exam on /services (spec §2): link to its overview page, question-count badge, subject
 * badges and the first three features. `id` is the exam slug, so /services#{slug} lands here.
 */
export function ServiceExamCard({ exam, questionCount, features }: ServiceExamCardProps) {
  const titleId = `service-${exam.slug}-title`;
  return (
    <Card
      component="article"
      id={exam.slug}
      withBorder
      padding="lg"
      className={classes.examCard}
      style={{ '--exam-color': exam.color }}
      aria-labelledby={titleId}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="lg" id={titleId}>
            {exam.name}
          </Title>
          <Badge color={questionCount ? 'teal.9' : 'gray.8'} variant="filled">
            {questionCountLabel(questionCount)}
          </Badge>
        </Group>
        <Text c="dimmed" fz="sm">
          {exam.description}
        </Text>
        <Group gap={6} aria-label={`${exam.name} subjects`} role="list">
          {exam.categories.map((category) => (
            <Badge key={category.slug} variant="light" size="sm" role="listitem">
              {category.title}
            </Badge>
          ))}
        </Group>
        {features === undefined ? (
          <Stack gap={6} aria-hidden="true" data-testid="exam-features-skeleton">
            <Skeleton height={12} width="85%" />
            <Skeleton height={12} width="70%" />
            <Skeleton height={12} width="78%" />
          </Stack>
        ) : features.length > 0 ? (
          <List size="sm" spacing={4}>
            {features.slice(0, 3).map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        ) : null}
        <Anchor
          component={SiteLink}
          to={`/${exam.slug}`}
          fw={600}
          mt="auto"
          aria-label={`Learn more about ${exam.name}`}
        >
          Learn More<span className={a11y.srOnly}> about {exam.name}</span>
        </Anchor>
      </Stack>
    </Card>
  );
}
