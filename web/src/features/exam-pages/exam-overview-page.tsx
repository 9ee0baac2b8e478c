import '@mantine/core/styles/Card.css';

import { type ExamPage, findExamBySlug } from '@app/domain';
import { Anchor, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { faqPage } from '../../lib/structured-data';
import { useTrpc } from '../../lib/trpc';
import { BRAND_NAME, withSiteName } from '../../ui/brand';
import { FaqList } from '../../ui/faq-list';
import { Icon } from '../../ui/icons';
import { NotFoundPage } from '../../ui/not-found-page';
import { PageHead } from '../../ui/page-head';
import { SiteLink } from '../../ui/site-link';
import { readableShade } from './colors';
import { lightButtonVars } from './exam-buttons';
import { hasBackToServices, otherExams, primaryTarget } from './exam-links';
import classes from './exam-pages.module.css';
import { isMissingPage } from './exam-queries';
import { ExamPageSkeleton, LoadError } from './load-states';

type ExamOverviewPageProps = {
  /** The route's slug; anything outside the catalogue is the not-found page. */
  exam: string;
  /** Whether someone is signed in (GED and NEX then start practice directly). */
  signedIn: boolean;
};

/** Spec §2 Exam pages: /{exam} and /exam/{exam}, all copy from the CMS. */
export function ExamOverviewPage({ exam, signedIn }: ExamOverviewPageProps) {
  const trpc = useTrpc();
  const valid = findExamBySlug(exam) !== undefined;
  const query = useQuery({ ...trpc.content.examPage.queryOptions({ exam }), enabled: valid });
  if (!valid) return <NotFoundPage />;
  if (query.isError) {
    return isMissingPage(query.error) ? (
      <NotFoundPage />
    ) : (
      <LoadError
        what="this exam overview"
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) return <ExamPageSkeleton />;
  return <ExamPageView page={query.data} signedIn={signedIn} />;
}

/** The page's colours as CSS variables, darkened where white text sits on them. */
export function examColorVars(primary: string, accent: string): CSSProperties {
  return {
    '--exam-dark': readableShade(primary),
    '--exam-accent-dark': readableShade(accent),
  } as CSSProperties;
}

function ExamPageView({ page, signedIn }: { page: ExamPage; signedIn: boolean }) {
  const headingId = (name: string) => `exam-${page.exam}-${name}`;
  const others = otherExams(page.exam);

  return (
    <div style={examColorVars(page.colors.primary, page.colors.accent)}>
      <PageHead
        title={withSiteName(page.seo.title, page.hero.title)}
        description={page.seo.description}
        path={`/exam/${page.exam}`}
        structuredData={page.faqs.length > 0 ? [faqPage(page.faqs)] : []}
      />

      <section className={classes.hero} aria-labelledby={headingId('title')}>
        <Container size="lg">
          <Stack gap="md" align="flex-start">
            {hasBackToServices(page.exam) && (
              <SiteLink to="/services" className={classes.heroLink}>
                <Icon name="arrow-left" size={18} />
                Back to Services
              </SiteLink>
            )}
            {page.hero.eyebrow && <Text className={classes.heroEyebrow}>{page.hero.eyebrow}</Text>}
            <Title order={1} id={headingId('title')} className={classes.heroTitle}>
              {page.hero.title}
            </Title>
            {page.hero.subtitle && (
              <Text className={classes.heroSubtitle}>{page.hero.subtitle}</Text>
            )}
            <Button
              component={SiteLink}
              to={primaryTarget(page.exam, signedIn)}
              size="lg"
              className={classes.heroButton}
              vars={lightButtonVars}
              rightSection={<Icon name="arrow-right" size={18} />}
            >
              {page.hero.primaryCta}
            </Button>
          </Stack>
        </Container>
      </section>

      <Container size="lg" className={classes.section}>
        <div className={classes.introGrid}>
          <Stack gap="md">
            {page.intro.map((paragraph) => (
              <Text key={paragraph} fz="lg" lh={1.7}>
                {paragraph}
              </Text>
            ))}
          </Stack>
          {page.details.length > 0 && (
            <Card
              component="section"
              withBorder
              padding="lg"
              className={classes.glance}
              aria-labelledby={headingId('glance')}
            >
              <Title order={2} fz="h3" id={headingId('glance')} mb="md">
                At a glance
              </Title>
              <dl className={classes.details}>
                {page.details.map((detail) => (
                  <div key={detail.label}>
                    <dt>{detail.label}</dt>
                    <dd>{detail.value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          )}
        </div>
      </Container>

      {page.sections.map((section, index) => (
        <section
          key={section.heading}
          className={index % 2 === 0 ? classes.sectionAlt : classes.section}
          aria-labelledby={headingId(`section-${index}`)}
        >
          <Container size="lg">
            <Title order={2} id={headingId(`section-${index}`)} mb="md">
              {section.heading}
            </Title>
            <div
              className={classes.prose}
              // The api renders the CMS rich text to safe HTML (no raw HTML nodes, escaped text).
              dangerouslySetInnerHTML={{ __html: section.body }}
            />
          </Container>
        </section>
      ))}

      {page.features.length > 0 && (
        <Container
          size="lg"
          component="section"
          className={classes.section}
          aria-labelledby={headingId('features')}
        >
          <Title order={2} id={headingId('features')} mb="lg">
            Why Practice with {BRAND_NAME}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(4, page.features.length) }} spacing="lg">
            {page.features.map((feature) => (
              <Stack key={feature.title} gap="xs">
                <span className={classes.featureIcon}>
                  <Icon name={feature.icon} />
                </span>
                <Title order={3} fz="lg">
                  {feature.title}
                </Title>
                <Text c="dimmed">{feature.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      )}

      {page.subjects.length > 0 && (
        <section className={classes.sectionAlt} aria-labelledby={headingId('subjects')}>
          <Container size="lg">
            <Title order={2} id={headingId('subjects')} mb="lg">
              Start Practice by Subject
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {page.subjects.map((subject) => (
                <Card
                  key={subject.slug}
                  component="article"
                  withBorder
                  padding="lg"
                  className={classes.card}
                >
                  <Stack gap="xs">
                    <Title order={3} fz="lg">
                      <SiteLink
                        to={`/exam/${page.exam}/${subject.slug}`}
                        className={classes.cardLink}
                      >
                        {subject.title}
                      </SiteLink>
                    </Title>
                    <Text c="dimmed" fz="sm">
                      {subject.description}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Container>
        </section>
      )}

      {page.faqs.length > 0 && (
        <Container
          size="md"
          component="section"
          className={classes.section}
          aria-labelledby={headingId('faq')}
        >
          <Title order={2} id={headingId('faq')} mb="lg">
            Frequently Asked Questions
          </Title>
          <FaqList items={page.faqs} />
        </Container>
      )}

      <Container size="lg" className={classes.section}>
        <section className={classes.cta} aria-labelledby={headingId('cta')}>
          <Stack align="center" gap="md">
            <Title order={2} id={headingId('cta')}>
              {page.cta.title}
            </Title>
            <Text fz="lg" maw={640}>
              {page.cta.text}
            </Text>
            <Button
              component={SiteLink}
              to="/auth"
              size="lg"
              className={classes.heroButton}
              vars={lightButtonVars}
            >
              {page.cta.button}
            </Button>
          </Stack>
        </section>
      </Container>

      <Container size="lg" pb={48}>
        <nav aria-labelledby={headingId('others')}>
          <Title order={2} fz="h3" id={headingId('others')} mb="sm">
            Explore Other Exams
          </Title>
          <ul className={classes.otherExams}>
            {others.map((other) => (
              <li key={other.slug}>
                <Anchor component={SiteLink} to={`/exam/${other.slug}`}>
                  {other.name}
                </Anchor>
              </li>
            ))}
            {hasBackToServices(page.exam) && (
              <li>
                <Anchor component={SiteLink} to="/services">
                  All services
                </Anchor>
              </li>
            )}
          </ul>
        </nav>
      </Container>
    </div>
  );
}
