import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title: ReactNode;
  message?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes; the <Notifications> default (5000, spec §9) otherwise. */
  autoClose?: number;
};

// The toast system (@mantine/notifications with its transitions, ~13 KB gzip) is loaded on
// the first toast, not with the page: <ToastHost> mounts the viewport once this flag is set.
let hostWanted = false;
const hostListeners = new Set<() => void>();

export function subscribeToastHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

export function isToastHostWanted(): boolean {
  return hostWanted;
}

/**
 * The one way features show a toast. Spec §4/§9: one toast at a time and a new one replaces
 * the previous, so anything showing (or queued) is cleared first. Resolves to the toast id.
 */
export async function showToast({
  title,
  message,
  variant = 'default',
  autoClose,
}: ToastOptions): Promise<string> {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostListeners) listener();
  }
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
  return notifications.show({
    title,
    message: message ?? '',
    color: variant === 'destructive' ? 'red.9' : undefined,
    autoClose,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
