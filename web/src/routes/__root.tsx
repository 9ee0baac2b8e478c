import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../lib/router-context';
import { AppShell } from '../ui/app-shell';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
