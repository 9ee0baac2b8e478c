import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Typography.css';

import {
  Anchor,
  Badge,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { failureCode } from '../../lib/call-failure';
import { useTrpc } from '../../lib/trpc';
import { pageTitle } from '../../ui/brand';
import { NotFoundPage } from '../../ui/not-found-page';
import { PageHead } from '../../ui/page-head';
import { RetryAlert } from '../../ui/retry-alert';
import { SiteLink } from '../../ui/site-link';
import { articleDate } from './resource-filter';
import classes from './resources.module.css';

/** The api's 'no such article' answers: unknown id (NOT_FOUND) or one that cannot be one. */
export function isMissingArticle(error: unknown): boolean {
  const code = failureCode(error);
  return code === 'NOT_FOUND' || code === 'VALIDATION_FAILED';
}

const DESCRIPTION_CHARS = 160;

/** /resources/post/{id}: one resource article; an unknown id is the not-found page. */
export function ArticlePage({ id }: { id: string }) {
  const trpc = useTrpc();
  const article = useQuery(trpc.content.article.queryOptions({ idOrSlug: id }));

  if (article.isError && isMissingArticle(article.error)) return <NotFoundPage />;

  const backLink = (
    <Anchor component={SiteLink} to="/resources" fw={600}>
      ← Back to Resources
    </Anchor>
  );

  return (
    <Container size="md" py={48} className={classes.page}>
      {backLink}
      {article.isPending ? (
        <Stack gap="md" mt="lg" aria-busy="true" data-testid="article-skeleton">
          <PageHead title={pageTitle('Study Resources')} path={`/resources/post/${id}`} />
          <Skeleton height={20} width={100} radius="xl" />
          <Skeleton height={36} width="85%" />
          <Skeleton height={14} width="50%" />
          <Skeleton height={12} mt="lg" />
          <Skeleton height={12} />
          <Skeleton height={12} width="70%" />
        </Stack>
      ) : article.isError ? (
        <Stack mt="lg">
          <RetryAlert title="Could not load this article" onRetry={() => article.refetch()} />
        </Stack>
      ) : (
        <article aria-labelledby="article-title">
          <PageHead
            title={pageTitle(article.data.title)}
            description={article.data.excerpt.slice(0, DESCRIPTION_CHARS)}
            path={`/resources/post/${encodeURIComponent(article.data.id)}`}
            type="article"
          />
          <Stack gap="sm" mt="lg" mb="xl">
            <Group gap="xs">
              <Badge variant="light">{article.data.category}</Badge>
              <Text fz="sm" c="dimmed">
                {article.data.readTimeMinutes} min read
              </Text>
            </Group>
            <Title order={1} id="article-title">
              {article.data.title}
            </Title>
            <Group gap="xs" fz="sm">
              <Text fz="sm" fw={500}>
                By {article.data.author}
              </Text>
              <Text fz="sm" c="dimmed" aria-hidden="true">
                ·
              </Text>
              <Text fz="sm" c="dimmed" component="time" dateTime={article.data.date}>
                {articleDate(article.data.date)}
              </Text>
            </Group>
          </Stack>
          <Typography
            className={classes.prose}
            // CMS rich text, rendered to HTML and escaped by the api.
            dangerouslySetInnerHTML={{ __html: article.data.bodyHtml }}
          />
          {article.data.tags.length > 0 && (
            <Group gap={6} mt="xl" aria-label="Tags" role="list">
              {article.data.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray.8" role="listitem">
                  #{tag}
                </Badge>
              ))}
            </Group>
          )}
          <Stack mt="xl">{backLink}</Stack>
        </article>
      )}
    </Container>
  );
}
