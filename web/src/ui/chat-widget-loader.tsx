import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { CHAT_BUTTON_DELAY_MS, isChatHiddenOn } from './chat-policy';

const ChatWidget = lazy(() => import('./chat-widget'));

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
      <ChatWidget
        showButtonAt={loadedAt + CHAT_BUTTON_DELAY_MS}
        hidden={isChatHiddenOn(pathname)}
        pathname={pathname}
      />
    </Suspense>
  );
}
