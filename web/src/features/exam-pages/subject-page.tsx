import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';

import {
  type Exam,
  findCategory,
  findExamBySlug,
  practisedSubjectNames,
  type QuestionCounts,
  SUBJECT_PAGE_MESSAGES,
  type SubjectPage as SubjectPageData,
  type SubjectSummary,
  subjectQuestionCategory,
} from '@app/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { siteOrigin } from '../../lib/site-origin';
import { breadcrumbList } from '../../lib/structured-data';
import { useTrpc } from '../../lib/trpc';
import { withSiteName } from '../../ui/brand';
import { Icon } from '../../ui/icons';
import { NotFoundPage } from '../../ui/not-found-page';
import { PageHead } from '../../ui/page-head';
import { SiteLink } from '../../ui/site-link';
import { lightButtonVars, outlineButtonVars } from './exam-buttons';
import { examColorVars } from './exam-overview-page';
import classes from './exam-pages.module.css';
import { isMissingPage } from './exam-queries';
import { LoadError, SubjectPageSkeleton } from './load-states';

/** Spec §2 Subject landing page: 'Why Choose Our Platform?' (our copy, not per subject). */
export const PLATFORM_FEATURES = [
  {
    icon: 'target',
    title: SUBJECT_PAGE_MESSAGES.targetedPractice,
    text: SUBJECT_PAGE_MESSAGES.targetedPracticeLoading,
  },
  {
    icon: 'bulb',
    title: 'Detailed Explanations',
    text: 'Each answer explains why it is right and why the others are not, so you learn from every miss.',
  },
  {
    icon: 'clock',
    title: 'Timed Practice',
    text: 'Timed tests build the pace you need, so the clock holds no surprises on test day.',
  },
  {
    icon: 'chart-bar',
    title: 'Progress Tracking',
    text: 'See your scores by subject over time and spend your study hours where they count.',
  },
] as const;

type SubjectPageProps = {
  exam: string;
  subject: string;
  /** Whether someone is signed in: the start buttons then go to practice, not to /auth. */
  signedIn?: boolean;
};

/** /exam/{exam}/{subject}: one subject of an exam, copy and SEO text from the CMS. */
export function SubjectPage({ exam: examSlug, subject, signedIn = false }: SubjectPageProps) {
  const trpc = useTrpc();
  const exam = findExamBySlug(examSlug);
  const page = useQuery({
    ...trpc.content.subjectPage.queryOptions({ exam: examSlug, slug: subject }),
    enabled: exam !== undefined,
  });
  const siblings = useQuery({
    ...trpc.content.subjects.queryOptions({ exam: examSlug }),
    enabled: exam !== undefined,
  });
  const counts = useQuery(trpc.exams.questionCounts.queryOptions());
  if (!exam) return <NotFoundPage />;
  if (page.isError) {
    return isMissingPage(page.error) ? (
      <NotFoundPage />
    ) : (
      <LoadError
        what="this subject"
        retrying={page.isFetching}
        onRetry={() => void page.refetch()}
      />
    );
  }
  if (page.isPending) return <SubjectPageSkeleton />;
  return (
    <SubjectPageView
      exam={exam}
      page={page.data}
      subjects={siblings.data ?? []}
      practice={subjectPractice(exam, page.data.slug, counts.data)}
      signedIn={signedIn}
    />
  );
}

/**
 * What practice this subject has: how many questions of its category are in the bank, none
 * (a subject the bank does not cover, e.g. CLEP's US History I), or not known yet (the counts
 * are loading or could not be read: the page then says what it always said).
 */
type SubjectPractice =
  | { kind: 'questions'; count: number; category: string }
  | { kind: 'none' }
  | { kind: 'unknown' };

function subjectPractice(
  exam: Exam,
  subjectSlug: string,
  counts: QuestionCounts | undefined,
): SubjectPractice {
  const category = subjectQuestionCategory(exam, subjectSlug);
  if (category === null) return { kind: 'none' };
  if (!counts) return { kind: 'unknown' };
  const count =
    counts.find((c) => c.examTypeId === exam.id)?.categories.find((c) => c.category === category)
      ?.count ?? 0;
  return count > 0 ? { kind: 'questions', count, category } : { kind: 'none' };
}

type SubjectPageViewProps = {
  exam: Exam;
  page: SubjectPageData;
  subjects: readonly SubjectSummary[];
  practice: SubjectPractice;
  signedIn: boolean;
};

function SubjectPageView({ exam, page, subjects, practice, signedIn }: SubjectPageViewProps) {
  const icon = findCategory(exam, page.slug)?.icon ?? exam.icon;
  const others = subjects.filter((s) => s.slug !== page.slug);
  const examPath = `/exam/${exam.slug}`;
  const path = `${examPath}/${page.slug}`;
  // Signed in: straight to this exam's practice test; signed out: sign up first (spec §2).
  const startTarget = signedIn ? `/practice/${exam.id}` : '/auth';
  const id = (name: string) => `subject-${page.slug}-${name}`;
  // Say what there is: the questions this subject has, or that it has none yet (and then
  // offer no practice of it).
  const hasPractice = practice.kind !== 'none';
  const features = PLATFORM_FEATURES.map((feature, index) => {
    if (index > 0) return feature;
    if (practice.kind === 'questions') {
      return {
        ...feature,
        text: SUBJECT_PAGE_MESSAGES.targetedPracticeText(practice.count, practice.category),
      };
    }
    if (practice.kind === 'none') {
      return {
        ...feature,
        title: SUBJECT_PAGE_MESSAGES.noPracticeTitle,
        text: SUBJECT_PAGE_MESSAGES.noPracticeText(
          page.title,
          exam.name,
          practisedSubjectNames(exam),
        ),
      };
    }
    return feature;
  });

  return (
    <div style={examColorVars(exam.color, exam.color)}>
      <PageHead
        title={withSiteName(page.seo.title, `${page.title} Practice`)}
        description={page.seo.description || page.description}
        path={path}
        structuredData={[
          breadcrumbList(siteOrigin(), [
            { name: 'Services', path: '/services' },
            { name: exam.name, path: examPath },
            { name: page.title, path },
          ]),
        ]}
      />

      <section className={classes.hero} aria-labelledby={id('title')}>
        <Container size="lg">
          <Stack gap="md" align="flex-start">
            <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
              <ol>
                <li>
                  <SiteLink to="/services">Services</SiteLink>
                  <span aria-hidden="true">/</span>
                </li>
                <li>
                  <SiteLink to={examPath}>{exam.name}</SiteLink>
                  <span aria-hidden="true">/</span>
                </li>
                <li aria-current="page">{page.title}</li>
              </ol>
            </nav>
            <Group gap="md" wrap="nowrap">
              <span className={classes.heroIcon}>
                <Icon name={icon} size={32} />
              </span>
              <Badge color="white" variant="outline" size="lg">
                {exam.name}
              </Badge>
            </Group>
            <Title order={1} id={id('title')} className={classes.heroTitle}>
              {page.title} Practice
            </Title>
            <Text className={classes.heroSubtitle}>{page.description}</Text>
            {!hasPractice && (
              <Text className={classes.heroSubtitle} fw={600} data-testid="no-practice">
                {SUBJECT_PAGE_MESSAGES.noPracticeHero(page.title)}
              </Text>
            )}
            <Group gap="sm">
              {hasPractice && (
                <Button
                  component={SiteLink}
                  to={startTarget}
                  size="lg"
                  className={classes.heroButton}
                  vars={lightButtonVars}
                >
                  Start Practice Tests Now
                </Button>
              )}
              <Button
                component={SiteLink}
                to={examPath}
                size="lg"
                className={classes.heroOutline}
                vars={outlineButtonVars}
              >
                View Full {exam.name} Overview
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <Container
        size="lg"
        component="section"
        className={classes.section}
        aria-labelledby={id('overview')}
      >
        <Title order={2} id={id('overview')} mb="md">
          {page.title} Overview
        </Title>
        <Stack gap="md" maw={860}>
          {page.overview.map((paragraph) => (
            <Text key={paragraph} fz="lg" lh={1.7}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Container>

      <div className={classes.sectionAlt}>
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <TipList id={id('tips')} title="Study Tips" items={page.studyTips} />
            <TipList id={id('strategies')} title="Practice Strategies" items={page.strategies} />
          </SimpleGrid>
        </Container>
      </div>

      <Container
        size="lg"
        component="section"
        className={classes.section}
        aria-labelledby={id('why')}
      >
        <Title order={2} id={id('why')} mb="lg">
          Why Choose Our Platform?
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {features.map((feature) => (
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

      {hasPractice && (
        <Container size="lg" pb={40}>
          <section className={classes.cta} aria-labelledby={id('cta')}>
            <Stack align="center" gap="md">
              <Title order={2} id={id('cta')}>
                Ready to Master {page.title}?
              </Title>
              <Text fz="lg" maw={640}>
                Try 3 {exam.name} practice questions free, with no card needed. Upgrade any time for
                full access, detailed explanations and timed tests.
              </Text>
              <Button
                component={SiteLink}
                to={startTarget}
                size="lg"
                className={classes.heroButton}
                vars={lightButtonVars}
              >
                Start Free Practice
              </Button>
            </Stack>
          </section>
        </Container>
      )}

      {others.length > 0 && (
        <Container size="lg" component="section" pb={48} aria-labelledby={id('others')}>
          <Title order={2} id={id('others')} mb="lg">
            Other {exam.name} Subjects
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {others.map((other) => (
              <Card
                key={other.slug}
                component="article"
                withBorder
                padding="lg"
                className={classes.card}
              >
                <Stack gap="xs">
                  <Title order={3} fz="lg">
                    <Anchor
                      component={SiteLink}
                      to={`${examPath}/${other.slug}`}
                      className={classes.cardLink}
                    >
                      {other.title}
                    </Anchor>
                  </Title>
                  <Text c="dimmed" fz="sm">
                    {other.description}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      )}
    </div>
  );
}

type TipListProps = {
  id: string;
  title: string;
  items: readonly { title: string; text: string }[];
};

function TipList({ id, title, items }: TipListProps) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mb="md">
        {title}
      </Title>
      <ol className={classes.tipList}>
        {items.map((item) => (
          <li key={item.title}>
            <Text fw={700}>{item.title}</Text>
            <Text c="dimmed">{item.text}</Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
