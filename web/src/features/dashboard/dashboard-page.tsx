import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Paper.css';

import { DASHBOARD_MESSAGES as M, type User } from '@app/domain';
import { Container, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTrpc } from '../../lib/trpc';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import classes from './dashboard.module.css';
import { RECENT_RESULTS_INPUT } from './dashboard-queries';
import { ExamCards } from './exam-cards';
import { Performance } from './performance';
import { ReadinessSection } from './readiness/readiness-section';
import { RecentResults } from './recent-results';
import { useSessionExpiry } from './session-expiry';
import { StudyProgress } from './study-progress';
import { UpgradeProvider } from './upgrade-modal';
import { WelcomeBanner } from './welcome-banner';

type DashboardPageProps = {
  user: Pick<User, 'id' | 'firstName'>;
  /** Called when the session turned out to have expired (after the 'Unauthorized' toast). */
  onSignedOut: () => void;
  /**
   * The success-stories section (ui/success-stories.tsx), given by the route: the landing's
   * chunk already holds it, and importing it here too would split it into a chunk of its
   * own that the landing's first load would then fetch separately.
   */
  successStories?: ReactNode;
};

/**
 * Spec §2 '/ Dashboard (signed in)': welcome banner, exam cards, readiness per paid exam
 * (issue 26), recent results, study progress, score over time and weakest categories, success
 * stories. Each section loads and
 * fails on its own, with a skeleton of its final size and a Retry.
 */
export function DashboardPage({ user, onSignedOut, successStories }: DashboardPageProps) {
  useDashboardSessionExpiry(onSignedOut);

  return (
    <UpgradeProvider>
      <PageHead title={pageTitle(M.pageTitle)} path="/" noIndex />
      <WelcomeBanner firstName={user.firstName} userId={user.id} />
      <Container size="lg" className={classes.page}>
        <ExamCards />
        <ReadinessSection />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" className={classes.section}>
          <RecentResults />
          <StudyProgress />
        </SimpleGrid>
        <Performance />
      </Container>
      {successStories}
    </UpgradeProvider>
  );
}

/** The reads every signed-in dashboard makes: a 401 on any of them means signed out. */
function useDashboardSessionExpiry(onSignedOut: () => void) {
  const trpc = useTrpc();
  const reads = [
    useQuery(trpc.progress.access.queryOptions()),
    useQuery(trpc.progress.list.queryOptions()),
    useQuery(trpc.practice.list.queryOptions(RECENT_RESULTS_INPUT)),
    useQuery(trpc.subscriptions.status.queryOptions()),
  ];
  useSessionExpiry(
    reads.map((read) => read.error),
    onSignedOut,
  );
}

export default DashboardPage;
