import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { prefetch } from '../lib/prefetch';
import type { RouterContext } from '../lib/router-context';
import { CURRENT_USER_KEY } from '../session/current-user';
import { AppShell } from '../ui/app-shell';

export const Route = createRootRouteWithContext<RouterContext>()({
  // What the layout of every page reads: the footer's site settings, and for a signed-in
  // visitor the header's plan badge. Asked for here, with the page's own data, so a server
  // render has them in one pass and a navigation does not wait for them.
  loader: ({ context: { trpc, queryClient } }) => {
    prefetch(trpc.content.siteSettings.ensureData());
    if (queryClient.getQueryData(CURRENT_USER_KEY))
      prefetch(trpc.subscriptions.status.ensureData());
  },
  component: RootLayout,
});

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
