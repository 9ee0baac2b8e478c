/*
 * Sharing a page (spec §2 Blog post), without React: the device's share sheet when there is
 * one; otherwise, or when sharing fails for a reason other than the reader cancelling, the
 * URL copied to the clipboard. Used by <ShareButton> and by the server-rendered post's script
 * (document/share.ts).
 */

export const LINK_COPIED = 'Link copied';
export const LINK_NOT_COPIED = 'Could not copy the link. Copy it from the address bar.';

/** How long the confirmation stays on screen. */
export const SHARE_NOTICE_MS = 4000;

export type ShareData = { title: string; text?: string; url: string };

function isUserCancel(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/** Shares `data`; resolves to the notice to show ('' when there is nothing to say). */
export async function sharePage(data: ShareData): Promise<string> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return '';
    } catch (error) {
      if (isUserCancel(error)) return '';
      // Not allowed, unsupported data, ...: fall back to copying the link.
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return LINK_COPIED;
  } catch {
    return LINK_NOT_COPIED;
  }
}
