import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Typography.css';

import type { Article, Guide } from '@app/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Typography,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTrpc } from '../../lib/trpc';
import { withSiteName } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { PageHero } from '../../ui/page-hero';
import { RetryAlert } from '../../ui/retry-alert';
import { SiteLink } from '../../ui/site-link';
import { useHashTarget } from '../../ui/use-hash-target';
import a11y from '../../ui/visually-hidden.module.css';
import { RESOURCE_CATEGORIES } from './resource-categories';
import {
  articleDate,
  fileSizeLabel,
  filterArticles,
  isFiltering,
  NO_FILTER,
  type ResourceFilter,
} from './resource-filter';
import classes from './resources.module.css';
import { emptyText, shownText } from './resources-page-texts';

export const RESOURCES_PAGE_SLUG = 'resources';

/** Spec §2 Resources page: search, categories, free guides, articles, study tips. */
export function ResourcesPage() {
  const trpc = useTrpc();
  const page = useQuery(trpc.content.page.queryOptions({ slug: RESOURCES_PAGE_SLUG }));
  const guides = useQuery(trpc.content.guides.queryOptions());
  const articles = useQuery(trpc.content.articles.queryOptions());
  const [filter, setFilter] = useState<ResourceFilter>(NO_FILTER);
  useHashTarget(page.isSuccess);

  const shown = articles.data ? filterArticles(articles.data, filter) : [];
  const shownIds = new Set(shown.map((article) => article.id));
  const filtering = isFiltering(filter);

  return (
    <div className={classes.page}>
      <PageHead
        title={withSiteName(page.data?.seo.title, 'Study Resources')}
        description={page.data?.seo.description}
        path="/resources"
      />

      <PageHero
        id="resources-title"
        title={page.data?.hero.title ?? 'Study Resources'}
        subtitle={page.data?.hero.subtitle}
        pending={page.isPending}
      />

      <Container size="lg" py={48}>
        <Stack gap={56}>
          <Stack gap="md">
            <TextInput
              type="search"
              role="searchbox"
              data-resource-search=""
              label="Search resources"
              placeholder="Search articles, tips and topics..."
              value={filter.query}
              onChange={(event) => {
                const query = event.currentTarget.value;
                setFilter((previous) => ({ ...previous, query }));
              }}
              maxLength={200}
              maw={560}
            />
            <Group gap="xs" role="group" aria-label="Filter by category">
              {RESOURCE_CATEGORIES.map((category) => (
                // Plain toggle buttons styled by aria-pressed, so the page without React
                // (document/resources.ts) switches them the same way.
                <button
                  key={category}
                  type="button"
                  className={classes.chip}
                  aria-pressed={filter.category === category}
                  data-resource-category={category}
                  onClick={() => setFilter((previous) => ({ ...previous, category }))}
                >
                  {category}
                </button>
              ))}
            </Group>
          </Stack>

          <section aria-labelledby="guides-title">
            <Title order={2} id="guides-title" mb="lg">
              Free Study Guides
            </Title>
            {guides.isPending ? (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
                {Array.from({ length: 4 }, (_, i) => (
                  <CardSkeleton key={i} />
                ))}
              </SimpleGrid>
            ) : guides.isError ? (
              <RetryAlert onRetry={() => guides.refetch()} />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
                {guides.data.map((guide) => (
                  <GuideCard key={guide.id} guide={guide} />
                ))}
              </SimpleGrid>
            )}
          </section>

          <section aria-labelledby="articles-title" aria-busy={articles.isPending}>
            <Title order={2} id="articles-title" mb="lg">
              Articles
            </Title>
            {articles.isPending ? (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                {Array.from({ length: 6 }, (_, i) => (
                  <CardSkeleton key={i} />
                ))}
              </SimpleGrid>
            ) : articles.isError ? (
              <RetryAlert onRetry={() => articles.refetch()} />
            ) : (
              // Every article is in the page; the filter hides the others (here and in
              // document/resources.ts), and the empty state shows when none is left.
              <>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-resource-list="">
                  {articles.data.map((article) => (
                    <div
                      key={article.id}
                      hidden={!shownIds.has(article.id)}
                      data-resource-article=""
                      data-title={article.title}
                      data-excerpt={article.excerpt}
                      data-tags={JSON.stringify(article.tags)}
                      data-category={article.category}
                    >
                      <ArticleCard article={article} />
                    </div>
                  ))}
                </SimpleGrid>
                <Stack
                  align="center"
                  gap="xs"
                  py="xl"
                  ta="center"
                  hidden={shown.length > 0}
                  data-resource-empty=""
                >
                  <Title order={3} fz="xl">
                    No resources found
                  </Title>
                  <Text c="dimmed" data-resource-empty-text="">
                    {emptyText(filtering)}
                  </Text>
                  <Button
                    variant="default"
                    hidden={!filtering}
                    data-resource-clear=""
                    onClick={() => setFilter(NO_FILTER)}
                  >
                    Clear Filters
                  </Button>
                </Stack>
              </>
            )}
            <Text role="status" fz="sm" c="dimmed" mt="sm" data-resource-status="">
              {articles.data && filtering ? shownText(shown.length, articles.data.length) : ''}
            </Text>
          </section>

          <section aria-labelledby="tips-title">
            <Title order={2} id="tips-title" mb="lg">
              Study Tips and Strategies
            </Title>
            {page.isPending ? (
              <Stack gap="sm" aria-hidden="true" data-testid="tips-skeleton">
                <Skeleton height={22} width="40%" />
                <Skeleton height={12} />
                <Skeleton height={12} width="80%" />
              </Stack>
            ) : page.isError ? (
              <RetryAlert onRetry={() => page.refetch()} />
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
                {page.data.sections.map((section) => (
                  <Card
                    key={section.anchor ?? section.heading}
                    id={section.anchor ?? undefined}
                    component="article"
                    withBorder
                    padding="lg"
                    className={classes.anchored}
                    aria-label={section.heading}
                  >
                    <Title order={3} fz="lg" mb="xs">
                      {section.heading}
                    </Title>
                    <Typography
                      fz="sm"
                      // CMS rich text, rendered to HTML and escaped by the api.
                      dangerouslySetInnerHTML={{ __html: section.html }}
                    />
                  </Card>
                ))}
              </SimpleGrid>
            )}
          </section>
        </Stack>
      </Container>
    </div>
  );
}

function GuideCard({ guide }: { guide: Guide }) {
  const facts = [guide.type, `${guide.pages} pages`];
  if (guide.fileSize !== null) facts.push(fileSizeLabel(guide.fileSize));
  return (
    <Card component="article" withBorder padding="lg" aria-label={guide.title}>
      <Stack gap="sm" h="100%">
        <Title order={3} fz="md">
          {guide.title}
        </Title>
        <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
          {guide.description}
        </Text>
        <Text fz="xs" c="dimmed">
          {facts.join(' · ')}
        </Text>
        <Button
          component="a"
          href={guide.downloadUrl}
          download
          variant="light"
          aria-label={`Download ${guide.title}`}
        >
          Download
        </Button>
      </Stack>
    </Card>
  );
}

function ArticleCard({ article }: { article: Article }) {
  const titleId = `article-${article.id}`;
  return (
    <Card component="article" withBorder padding="lg" aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap={6} justify="space-between">
          <Badge variant="light" size="sm">
            {article.category}
          </Badge>
          <Text fz="xs" c="dimmed">
            {article.readTimeMinutes} min read
          </Text>
        </Group>
        <Title order={3} fz="lg" id={titleId}>
          {article.title}
        </Title>
        <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
          {article.excerpt}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text fz="sm" fw={500}>
            {article.author}
          </Text>
          <Text fz="sm" c="dimmed" component="time" dateTime={article.date}>
            {articleDate(article.date)}
          </Text>
        </Group>
        <Anchor
          component={SiteLink}
          to={`/resources/post/${encodeURIComponent(article.id)}`}
          fw={600}
          aria-label={`Read More: ${article.title}`}
        >
          Read More<span className={a11y.srOnly}>: {article.title}</span>
        </Anchor>
      </Stack>
    </Card>
  );
}

function CardSkeleton() {
  return (
    <Card withBorder padding="lg" aria-hidden="true" data-testid="resource-skeleton">
      <Stack gap="sm">
        <Skeleton height={18} width={80} radius="xl" />
        <Skeleton height={22} width="85%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="60%" />
      </Stack>
    </Card>
  );
}
