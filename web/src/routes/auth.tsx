import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/auth-page';
import { validateAuthSearch } from '../lib/auth-redirect';
import { currentUserQueryOptions } from '../session/current-user';

export const Route = createFileRoute('/auth')({
  // A signed-out visitor gets the page without the app (decision 0009; document/auth.ts).
  staticData: { document: true },
  // `?redirect=/subscribe?exam=3`: where to go after signing in (a path of this site only).
  validateSearch: validateAuthSearch,
  // Already signed in: nothing to do here. A failed check reads as signed out.
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient
      .ensureQueryData(currentUserQueryOptions)
      .catch(() => null);
    if (user) throw redirect({ href: search.redirect ?? '/', replace: true });
  },
  component: AuthRoute,
});

function AuthRoute() {
  const { redirect: next } = Route.useSearch();
  return <AuthPage redirect={next} />;
}
