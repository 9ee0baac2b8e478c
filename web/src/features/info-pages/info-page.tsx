import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Typography.css';

import { Container, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureCode } from '../../lib/call-failure';
import { useTrpc } from '../../lib/trpc';
import { pageTitle } from '../../ui/brand';
import { NotFoundPage } from '../../ui/not-found-page';
import { PageHead } from '../../ui/page-head';
import { RetryAlert } from '../../ui/retry-alert';
import { useHashTarget } from '../../ui/use-hash-target';
import classes from './info-page.module.css';
import { SitePageView } from './site-page-view';

/** The informational pages this feature renders, with the title shown while loading. */
export const INFO_PAGES = {
  about: 'About Us',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  accessibility: 'Accessibility',
  help: 'Help Center',
} as const;
export type InfoPageSlug = keyof typeof INFO_PAGES;

type InfoPageProps = {
  slug: InfoPageSlug;
  lead?: ReactNode;
  children?: ReactNode;
};

/** /about, /privacy, /terms, /accessibility, /help: content.page({slug}) rendered as is. */
export function InfoPage({ slug, lead, children }: InfoPageProps) {
  const trpc = useTrpc();
  const page = useQuery(trpc.content.page.queryOptions({ slug }));
  useHashTarget(page.isSuccess);

  if (page.isSuccess) {
    return (
      <SitePageView page={page.data} lead={lead} path={`/${slug}`}>
        {children}
      </SitePageView>
    );
  }
  if (failureCode(page.error) === 'NOT_FOUND') return <NotFoundPage />;

  const fallbackTitle = INFO_PAGES[slug];
  return (
    <div className={classes.page}>
      <PageHead title={pageTitle(fallbackTitle)} path={`/${slug}`} />
      <section className={classes.hero} aria-labelledby="page-title">
        <Container size="lg" py={{ base: 48, sm: 72 }}>
          <Title order={1} id="page-title" className={classes.heroTitle}>
            {fallbackTitle}
          </Title>
        </Container>
      </section>
      <Container size="lg" py={48}>
        {page.isPending ? (
          <Stack gap="sm" aria-busy="true" data-testid="info-page-skeleton">
            <Skeleton height={28} width="40%" />
            <Skeleton height={12} />
            <Skeleton height={12} />
            <Skeleton height={12} width="75%" />
            <Skeleton height={28} width="35%" mt="lg" />
            <Skeleton height={12} />
            <Skeleton height={12} width="60%" />
          </Stack>
        ) : (
          <RetryAlert title="Could not load this page" onRetry={() => page.refetch()} />
        )}
      </Container>
    </div>
  );
}
