import { loadAccountArea } from './ui/account-area-loader';

/*
 * The parts of pages that load as their own chunks (React.lazy) and that a server render may
 * show: the signed-in header's account area and the dashboard. The server renderer
 * (prerender.tsx) waits for these same modules before rendering again. This module sits
 * above ui/ and features/ (decision 0028): ui/ and lib/ import no feature.
 */
export const loadDashboardPage = () => import('./features/dashboard/dashboard-page');

export const LAZY_PARTS = [loadAccountArea, loadDashboardPage] as const;
