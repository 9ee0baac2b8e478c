import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../../features/newsletter/unsubscribe-page';
import { validateUnsubscribeSearch } from '../../features/newsletter/unsubscribe-search';

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: validateUnsubscribeSearch,
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <UnsubscribePage token={token} />;
}
