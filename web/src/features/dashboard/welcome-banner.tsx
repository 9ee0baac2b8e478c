import { dashboardSummary, hasPracticed, DASHBOARD_MESSAGES as M } from '@app/domain';
import { Container, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTrpc } from '../../lib/trpc';
import { useIsNewAccount } from '../../lib/use-is-new-account';
import classes from './dashboard.module.css';

/**
 * Spec §2 welcome banner: the average score across exams (mean of the per-exam averages),
 * the number of tests completed and the level label. Values keep their place while loading.
 * A student who has not practised yet is greeted 'Welcome', everyone else 'Welcome back';
 * while the figures load, an account created in this tab (lib/new-account.ts) is new.
 */
export function WelcomeBanner({ firstName, userId }: { firstName: string; userId: string }) {
  const isNew = useIsNewAccount(userId);
  const trpc = useTrpc();
  const progress = useQuery(trpc.progress.list.queryOptions());
  const summary = progress.data ? dashboardSummary(progress.data) : null;
  const unknown = progress.isError ? '–' : null;
  const access = useQuery(trpc.progress.access.queryOptions());
  const isFresh = progress.data ? !hasPracticed(progress.data) : isNew;
  const hasPremium = access.data?.some((a) => a.isPremium) ?? false;

  return (
    <section className={classes.banner} aria-labelledby="dashboard-title">
      <Container size="lg" py={{ base: 32, sm: 40 }}>
        <Title order={1} id="dashboard-title" className={classes.bannerTitle}>
          {isFresh ? M.welcomeNew(firstName) : M.welcome(firstName)}
        </Title>
        <Text className={classes.bannerText} mt={6}>
          {isFresh ? (hasPremium ? M.welcomeNewPremiumIntro : M.welcomeNewIntro) : M.welcomeIntro}
        </Text>
        <dl className={classes.stats} aria-busy={progress.isPending}>
          <Stat label={M.averageScore}>
            {unknown ??
              (summary &&
                (summary.averageScore === null ? (
                  <span className={classes.statNone}>{M.noScoreYet}</span>
                ) : (
                  `${summary.averageScore}%`
                )))}
          </Stat>
          <Stat label={M.testsCompleted}>{unknown ?? summary?.testsCompleted}</Stat>
          <Stat label={M.level}>{unknown ?? summary?.level}</Stat>
        </dl>
      </Container>
    </section>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  const loading = children === undefined || children === null;
  return (
    <div className={classes.stat}>
      <dt>{label}</dt>
      <dd>{loading ? <Skeleton height={28} width={72} mt={4} aria-hidden="true" /> : children}</dd>
    </div>
  );
}
