/*
 * The signed-in header's account area loads as its own chunk (React.lazy in site-header.tsx);
 * the server renderer waits for the same module before rendering again (../lazy-parts.ts).
 */
export const loadAccountArea = () => import('./account-area');
