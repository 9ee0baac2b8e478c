import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/auth-page';
import { currentUserQueryOptions } from '../features/auth/current-user';

export const Route = createFileRoute('/auth')({
  // Already signed in: nothing to do here. A failed check reads as signed out.
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient
      .ensureQueryData(currentUserQueryOptions)
      .catch(() => null);
    if (user) throw redirect({ to: '/', replace: true });
  },
  component: AuthPage,
});
