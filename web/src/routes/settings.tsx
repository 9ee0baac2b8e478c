import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '../features/account/account-settings-page';
import { useAccountActions } from '../features/auth/api';
import { RequireUser } from '../ui/require-user';

export const Route = createFileRoute('/settings')({
  component: SettingsRoute,
});

/** Signed-in only (RequireUser); the account feature gets the auth feature's calls from here. */
function SettingsRoute() {
  const actions = useAccountActions();
  return (
    <RequireUser>{(user) => <AccountSettingsPage user={user} actions={actions} />}</RequireUser>
  );
}
