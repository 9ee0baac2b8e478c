import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastHostWanted, subscribeToastHost } from './toast';

const ToastViewport = lazy(() => import('./toast-viewport'));

/** Mounted once at the root; renders the toast viewport from the first `showToast()` on. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
