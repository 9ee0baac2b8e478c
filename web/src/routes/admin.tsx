import { createFileRoute } from '@tanstack/react-router';
import { AdminGate } from '../features/admin/admin-gate';
import { AdminPage } from '../features/admin/admin-page';
import { ADMIN_TABS, type AdminTab } from '../features/admin/admin-tabs';

export const Route = createFileRoute('/admin')({
  validateSearch: (search: Record<string, unknown>): { tab?: AdminTab } =>
    ADMIN_TABS.includes(search.tab as AdminTab) ? { tab: search.tab as AdminTab } : {},
  component: AdminRoute,
});

/** Spec §2 /admin: administrators only (the api enforces it on every call as well). */
function AdminRoute() {
  const { tab = 'questions' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminGate>
      {() => (
        <AdminPage
          tab={tab}
          onTab={(next) => void navigate({ search: next === 'questions' ? {} : { tab: next } })}
        />
      )}
    </AdminGate>
  );
}
