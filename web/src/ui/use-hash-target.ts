import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Scrolls to the element the URL's #fragment names once the content that holds it has loaded
 * (the router scrolls on navigation, before CMS sections arrive).
 */
export function useHashTarget(ready: boolean): void {
  const hash = useRouterState({ select: (state) => state.location.hash });
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(hash)?.scrollIntoView?.();
  }, [ready, hash]);
}
