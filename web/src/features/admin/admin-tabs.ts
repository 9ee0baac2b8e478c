/**
 * The /admin page's tabs, as the URL names them. Apart from the page so the route's search
 * validation (which runs before the page's chunk loads) does not pull the admin panels into
 * the app's first load.
 */
export const ADMIN_TABS = ['questions', 'blog', 'services', 'payments'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
