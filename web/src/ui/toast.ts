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

// Settles once the viewport has mounted (toast-viewport.tsx), so a toast is shown into it.
let viewportMounted: () => void = () => {};
const viewportReady = new Promise<void>((resolve) => {
  viewportMounted = resolve;
});

/** Called by the toast viewport when it has mounted. */
export function markToastViewportMounted(): void {
  viewportMounted();
}

/** The longest a toast waits for its viewport before it is shown anyway. */
const VIEWPORT_WAIT_MS = 3000;

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
  const [{ notifications }] = await Promise.all([
    import('@mantine/notifications'),
    Promise.race([viewportReady, new Promise((resolve) => setTimeout(resolve, VIEWPORT_WAIT_MS))]),
  ]);
  notifications.clean();
  return notifications.show({
    title,
    message: message ?? '',
    color: variant === 'destructive' ? 'red.9' : undefined,
    autoClose,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}

/**
 * Shows a toast, then runs `then` `delayMs` after it is on screen (spec §2: 'Unauthorized',
 * then the sign-in page 500 ms later). The delay starts when the toast is shown, not when it
 * was asked for: on a slow phone the toast system loads first, and leaving before it shows
 * would hide the message. Runs `then` anyway if the toast cannot be shown. Returns a cancel.
 */
export function toastThen(options: ToastOptions, delayMs: number, then: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    if (!cancelled) timer = setTimeout(then, delayMs);
  };
  showToast(options).then(later, later);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
