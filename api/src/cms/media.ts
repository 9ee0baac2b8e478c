import type { Media } from '@app/cms/types';

/** The public path Payload serves an upload at (same origin, proxied to the CMS). */
export function mediaUrl(filename: string): string {
  return `/cms-api/media/file/${encodeURIComponent(filename)}`;
}

/** The populated media document of an upload field (depth ≥ 1), or null when not readable. */
export function populatedMedia(value: number | Media | null | undefined): Media | null {
  if (!value || typeof value !== 'object' || !value.filename) return null;
  return value;
}
