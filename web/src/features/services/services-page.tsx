import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/VisuallyHidden.css';

import { EXAMS, FREE_QUESTIONS_PER_EXAM, PRICE_USD, SUBSCRIPTION_DAYS } from '@app/domain';
import {
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
  VisuallyHidden,
} from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTrpc } from '../../lib/trpc';
import { withSiteName } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { RetryAlert } from '../../ui/retry-alert';
import { SiteLink } from '../../ui/site-link';
import { ServiceExamCard } from './service-exam-card';
import classes from './services-page.module.css';

export const SERVICES_PAGE_SLUG = 'services';

/** Spec §2 Services page: hero, four blurbs, one card per exam, pricing, chat contact. */
export function ServicesPage() {
  const trpc = useTrpc();
  const page = useQuery(trpc.content.page.queryOptions({ slug: SERVICES_PAGE_SLUG }));
  const settings = useQuery(trpc.content.siteSettings.queryOptions());
  const counts = useQuery(trpc.exams.questionCounts.queryOptions());
  const examPages = useQueries({
    queries: EXAMS.map((exam) => trpc.content.examPage.queryOptions({ exam: exam.slug })),
  });
  const chatUrl = settings.data?.chatUrl;

  return (
    <div className={classes.page}>
      <PageHead
        title={withSiteName(page.data?.seo.title, 'Services')}
        description={page.data?.seo.description}
        path="/services"
      />

      <section className={classes.hero} aria-labelledby="services-title">
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <Stack gap="md" maw={760} aria-busy={page.isPending}>
            {page.data ? (
              <>
                <Title order={1} id="services-title" className={classes.heroTitle}>
                  {page.data.hero.title}
                </Title>
                {page.data.hero.subtitle && (
                  <Text fz={{ base: 'md', sm: 'lg' }} className={classes.heroText}>
                    {page.data.hero.subtitle}
                  </Text>
                )}
              </>
            ) : (
              <>
                {/* The heading stays for screen readers while the CMS text loads or fails. */}
                <Title order={1} id="services-title" className={classes.heroTitle}>
                  {page.isPending ? <Skeleton height={40} width="70%" /> : 'Our Services'}
                </Title>
                {page.isPending && <Skeleton height={18} width="90%" />}
              </>
            )}
          </Stack>
        </Container>
      </section>

      <Container size="lg" py={48}>
        <Stack gap={56}>
          <section aria-label="Why study with us" aria-busy={page.isPending}>
            {page.isPending ? (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
                {Array.from({ length: 6 }, (_, i) => (
                  <Stack key={i} gap="xs" aria-hidden="true" data-testid="blurb-skeleton">
                    <Skeleton height={20} width="70%" />
                    <Skeleton height={12} />
                    <Skeleton height={12} width="80%" />
                  </Stack>
                ))}
              </SimpleGrid>
            ) : page.isError ? (
              <RetryAlert title="Could not load this page" onRetry={() => page.refetch()} />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
                {page.data.sections.map((section) => (
                  <Stack
                    key={section.anchor ?? section.heading}
                    id={section.anchor ?? undefined}
                    gap="xs"
                  >
                    <Title order={2} fz="lg">
                      {section.heading}
                    </Title>
                    <Typography
                      className={classes.blurb}
                      fz="sm"
                      // CMS rich text, rendered to HTML and escaped by the api.
                      dangerouslySetInnerHTML={{ __html: section.html }}
                    />
                  </Stack>
                ))}
              </SimpleGrid>
            )}
          </section>

          <section aria-labelledby="exams-title">
            <Title order={2} id="exams-title" mb="lg">
              Exams We Cover
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {EXAMS.map((exam, index) => {
                const examPage = examPages[index];
                return (
                  <ServiceExamCard
                    key={exam.slug}
                    exam={exam}
                    questionCount={counts.data?.find((c) => c.examTypeId === exam.id)?.count}
                    features={
                      examPage?.isPending
                        ? undefined
                        : (examPage?.data?.features.map((feature) => feature.title) ?? [])
                    }
                  />
                );
              })}
            </SimpleGrid>
          </section>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card
              component="section"
              aria-labelledby="pricing-title"
              padding="xl"
              className={classes.pricing}
            >
              <Stack gap="md">
                <Title order={2} id="pricing-title">
                  Simple Pricing
                </Title>
                <Text>
                  <span className={classes.price}>${PRICE_USD}</span> per exam for{' '}
                  {SUBSCRIPTION_DAYS} days
                </Text>
                <List size="sm" spacing={4}>
                  <List.Item>Full access to every question of the exam you choose</List.Item>
                  <List.Item>Detailed explanations and timed practice tests</List.Item>
                  <List.Item>
                    Try it first: {FREE_QUESTIONS_PER_EXAM} free questions per exam
                  </List.Item>
                </List>
                <Group gap="sm">
                  <Button renderRoot={(props) => <SiteLink to="/subscribe" {...props} />}>
                    Subscribe Now
                  </Button>
                  <Button
                    variant="default"
                    renderRoot={(props) => <SiteLink to="/auth" {...props} />}
                  >
                    Get Started Free
                  </Button>
                </Group>
              </Stack>
            </Card>

            <Card component="section" aria-labelledby="questions-title" withBorder padding="xl">
              <Stack gap="md">
                <Title order={2} id="questions-title">
                  Questions?
                </Title>
                <Text>
                  Not sure which exam or plan fits you? Our support team is online and happy to
                  help.
                </Text>
                <Group gap="sm">
                  {chatUrl ? (
                    <Button component="a" href={chatUrl} target="_blank" rel="noopener noreferrer">
                      Chat With Us
                      <VisuallyHidden component="span"> (opens in a new tab)</VisuallyHidden>
                    </Button>
                  ) : settings.isPending ? (
                    <Skeleton height={36} width={140} aria-hidden="true" />
                  ) : null}
                  <Button
                    variant="default"
                    renderRoot={(props) => <SiteLink to="/contact" {...props} />}
                  >
                    Contact Us
                  </Button>
                </Group>
              </Stack>
            </Card>
          </SimpleGrid>
        </Stack>
      </Container>
    </div>
  );
}
