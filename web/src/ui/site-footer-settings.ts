import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { use } from 'react';
import type { RouterContext } from '../lib/router-context';
import { TrpcContext } from '../lib/trpc';

/**
 * The CMS site settings (`content.siteSettings`: footer groups, chat and e-mail links,
 * support hours), one cached call shared by the footer, the chat widget and the landing page.
 * Like the header's current user, it uses the router context's tRPC utils and QueryClient
 * when there are some, so the shell renders under the router alone; else the providers'.
 */
export function useSiteSettings() {
  const context = useRouter().options.context as Partial<RouterContext> | undefined;
  const provided = use(TrpcContext);
  const trpc = context?.trpc ?? provided;
  if (!trpc) throw new Error('useSiteSettings() needs a tRPC client in the router context');
  return useQuery(trpc.content.siteSettings.queryOptions(), context?.queryClient);
}
