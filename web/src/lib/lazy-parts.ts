/*
 * The parts of pages that load as their own chunks (React.lazy) and that a server render may
 * show: the signed-in header's account area and the dashboard. Their loaders live here so
 * the server renderer (prerender.tsx) can wait for the same modules before rendering again.
 */
export const loadAccountArea = () => import('../ui/account-area');
export const loadDashboardPage = () => import('../features/dashboard/dashboard-page');

export const LAZY_PARTS = [loadAccountArea, loadDashboardPage] as const;
