import { createFileRoute } from '@tanstack/react-router';
import { SubscribePage } from '../../features/subscribe/subscribe-page';
import { validateSubscribeSearch } from '../../features/subscribe/subscribe-search';
import { prefetch } from '../../lib/prefetch';
import { CURRENT_USER_KEY, useCurrentUser } from '../../session/current-user';

export const Route = createFileRoute('/subscribe/')({
  // `?exam=<examTypeId>` preselects that exam's card (every upgrade button links with it).
  validateSearch: validateSubscribeSearch,
  loader: ({ context: { trpc, queryClient } }) => {
    prefetch(trpc.exams.list.ensureData());
    if (queryClient.getQueryData(CURRENT_USER_KEY)) {
      prefetch(trpc.subscriptions.list.ensureData());
    }
  },
  component: SubscribeRoute,
});

/** Spec §2 /subscribe: open to everyone; signed-out visitors get a sign-in prompt. */
function SubscribeRoute() {
  const { exam } = Route.useSearch();
  const { data: user } = useCurrentUser();
  return <SubscribePage user={user} preselectedExamId={exam} />;
}
