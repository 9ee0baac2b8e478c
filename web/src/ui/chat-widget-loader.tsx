import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';

// Spec §9 delay, repeated here so the first-load bundle does not import the widget module.
const BUTTON_DELAY_MS = 2000;

const ChatWidget = lazy(() => import('./chat-widget'));

/** Pages where a floating chat bubble would be in the way: admin tools and timed tests. */
const HIDDEN_ON = ['/admin', '/upload', '/practice'];

export function isChatHiddenOn(pathname: string): boolean {
  return HIDDEN_ON.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Mounts the support chat widget once the page has loaded, so its code is fetched after
 * first paint and adds nothing to first-load JavaScript. The widget's button shows 2 s after
 * the load event, however long the chunk took to arrive.
 */
export function ChatWidgetLoader() {
  const [loadedAt, setLoadedAt] = useState<number | null>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoadedAt(performance.now());
      return;
    }
    const onLoad = () => setLoadedAt(performance.now());
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);

  if (loadedAt === null) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget showButtonAt={loadedAt + BUTTON_DELAY_MS} hidden={isChatHiddenOn(pathname)} />
    </Suspense>
  );
}
