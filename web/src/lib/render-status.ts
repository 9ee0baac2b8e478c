import { createContext, use } from 'react';

/**
 * The HTTP status of a page rendered on the server (prerender.tsx provides it). A page that
 * shows 'not found' sets 404 while it renders, however it got there (an unknown path, an
 * exam slug outside the catalogue, a post the CMS does not have), so the response says so
 * too. In the browser there is no provider and this does nothing.
 */
export type RenderStatus = { status: number };

export const RenderStatusContext = createContext<RenderStatus | null>(null);

export function useRenderStatus(status: number): void {
  const holder = use(RenderStatusContext);
  if (holder && status > holder.status) holder.status = status;
}
