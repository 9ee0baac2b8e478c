import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { CURRENT_USER_KEY, useCurrentUser } from '../features/auth/current-user';
import { prefetchDashboard } from '../features/dashboard/dashboard-queries';
import { DashboardSkeleton } from '../features/dashboard/dashboard-skeleton';
import { LandingPage } from '../features/landing/landing-page';
import { prefetch } from '../lib/prefetch';
import { SuccessStories } from '../ui/success-stories';

// The dashboard is its own chunk: the prerendered landing's first-load JavaScript carries
// none of it (budget 150 KB gzip). A signed-in visitor coming from another page has its code
// and data requested by the loader, ahead of the render.
const loadDashboard = () => import('../features/dashboard/dashboard-page');
const DashboardPage = lazy(loadDashboard);

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    prefetch(context.trpc.exams.list.ensureData());
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
    <Suspense fallback={<DashboardSkeleton />}>
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
