import '@mantine/core/styles/Badge.css';

import { daysLeft, PLAN_MESSAGES as M } from '@app/domain';
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { use } from 'react';
import type { RouterContext } from '../lib/router-context';
import { TrpcContext } from '../lib/trpc';
import classes from './premium-badge.module.css';
import { SiteLink } from './site-link';

/**
 * `subscriptions.status` through the router context's tRPC utils and QueryClient when there
 * are some (the shell renders under the router alone), else the providers' — like the site
 * settings of the footer.
 */
function useSubscriptionStatus() {
  const context = useRouter().options.context as Partial<RouterContext> | undefined;
  const provided = use(TrpcContext);
  const trpc = context?.trpc ?? provided;
  if (!trpc) throw new Error('PremiumBadge needs a tRPC client in the router context');
  return useQuery(trpc.subscriptions.status.queryOptions(), context?.queryClient);
}

/**
 * Spec §2 shared header, signed in: 'Premium · {n} days left' while a subscription is
 * active, otherwise an 'Upgrade to Premium' badge linking to /subscribe. An administrator has
 * every exam without one: 'Premium · Full access', never an upgrade. Loaded only for a
 * signed-in visitor (account-area.tsx); nothing while the status loads or if it fails.
 */
export function PremiumBadge({ fullAccess = false }: { fullAccess?: boolean }) {
  const status = useSubscriptionStatus();
  if (fullAccess) {
    return (
      <Badge size="lg" variant="filled" color="teal.9" tt="none" className={classes.badge}>
        {M.fullAccessBadge}
      </Badge>
    );
  }
  if (!status.data) return null;
  const { hasActiveSubscription, expiresAt } = status.data;

  if (hasActiveSubscription && expiresAt) {
    return (
      <Badge size="lg" variant="filled" color="teal.9" tt="none" className={classes.badge}>
        {M.premiumDaysLeft(daysLeft(expiresAt))}
      </Badge>
    );
  }
  return (
    <Badge
      size="lg"
      variant="outline"
      tt="none"
      className={classes.badge}
      renderRoot={(props) => <SiteLink to="/subscribe" {...props} />}
    >
      {M.upgradeBadge}
    </Badge>
  );
}
