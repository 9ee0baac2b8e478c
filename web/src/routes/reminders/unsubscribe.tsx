import { createFileRoute } from '@tanstack/react-router';
import { ReminderUnsubscribePage } from '../../features/account/reminder-unsubscribe-page';
import { validateUnsubscribeSearch } from '../../features/newsletter/unsubscribe-search';

export const Route = createFileRoute('/reminders/unsubscribe')({
  validateSearch: validateUnsubscribeSearch,
  component: ReminderUnsubscribeRoute,
});

function ReminderUnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <ReminderUnsubscribePage token={token} />;
}
