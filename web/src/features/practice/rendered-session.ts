import type { SessionView } from '@app/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTrpc } from '../../lib/trpc';

const onServer = typeof window === 'undefined';

/**
 * The test in progress for this exam as the server read it when it rendered the page (a page
 * load that resumes a test: a reload, a bookmark, a link from an e-mail), so the first HTML
 * already shows the question and the browser goes on from it without asking again. Only the
 * server asks (a GET: it resumes, never starts, a test); the browser reads what the page
 * carried, once: the copy is dropped after the first mount, so a later visit within the app
 * starts or resumes through the server as before.
 */
export function useRenderedSession(examTypeId: number): SessionView | null {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    ...trpc.practice.current.queryOptions({ examTypeId }),
    enabled: onServer,
  });
  useEffect(() => {
    const { queryKey } = trpc.practice.current.queryOptions({ examTypeId });
    queryClient.removeQueries({ queryKey, exact: true });
  }, [queryClient, trpc, examTypeId]);
  return data ?? null;
}

/**
 * When the page's data was read (a Date.now()): the moment the server's answer started to
 * arrive, by the browser's own clock, so the clocks count from when the server counted.
 */
export function renderedAt(): number {
  const [navigation] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  return navigation
    ? Math.round(performance.timeOrigin + (navigation as PerformanceNavigationTiming).responseStart)
    : Date.now();
}
