import { DASHBOARD_MESSAGES } from '@app/domain';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { prefetchDashboard } from '../features/dashboard/dashboard-queries';
import { DashboardSkeleton } from '../features/dashboard/dashboard-skeleton';
import { LandingPage } from '../features/landing/landing-page';
import { loadDashboardPage } from '../lazy-parts';
import { prefetch } from '../lib/prefetch';
import { CURRENT_USER_KEY, useCurrentUser } from '../session/current-user';
import { pageTitle } from '../ui/brand';
import { PageHead } from '../ui/page-head';
import { SuccessStories } from '../ui/success-stories';

// The dashboard is its own chunk (lazy-parts.ts): pages that start the app without it
// (/auth, /subscribe) do not load it. A signed-in visitor coming from another page has its
// code and data requested by the loader, ahead of the render. (The signed-out landing runs
// no app at all: decision 0009.)
const loadDashboard = loadDashboardPage;
const DashboardPage = lazy(loadDashboard);

export const Route = createFileRoute('/')({
  staticData: { document: true },
  loader: ({ context }) => {
    prefetch(context.trpc.exams.list.ensureData());
    // The landing's sections (and the dashboard's success stories).
    prefetch(context.trpc.content.successStories.ensureData());
    if (!context.queryClient.getQueryData(CURRENT_USER_KEY)) {
      prefetch(context.trpc.content.testimonials.ensureData());
      // The landing's "N Practice Questions" is the bank's real size.
      prefetch(context.trpc.exams.questionCounts.ensureData());
    }
    if (context.queryClient.getQueryData(CURRENT_USER_KEY)) {
      prefetchDashboard(context.trpc);
      prefetch(loadDashboard());
    }
  },
  component: HomePage,
});

/**
 * Spec §2: the public landing page when signed out or while the current user loads (it is
 * what the build prerenders and the browser hydrates); the dashboard when signed in.
 */
function HomePage() {
  const { data: user } = useCurrentUser();
  const { trpc } = Route.useRouteContext();

  // The dashboard's data loads while its code does.
  useEffect(() => {
    if (user) prefetchDashboard(trpc);
  }, [user, trpc]);

  if (!user) return <LandingPage />;
  return (
    <Suspense
      fallback={
        <>
          <PageHead title={pageTitle(DASHBOARD_MESSAGES.pageTitle)} path="/" noIndex />
          <DashboardSkeleton />
        </>
      }
    >
      <DashboardPage
        user={user}
        onSignedOut={goToSignIn}
        successStories={<SuccessStories action={null} />}
      />
    </Suspense>
  );
}

/** Spec §2: a signed-out dashboard goes to /auth; a full load drops the old session's data. */
function goToSignIn() {
  window.location.assign('/auth');
}
