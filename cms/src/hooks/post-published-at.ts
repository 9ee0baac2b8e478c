import type { CollectionBeforeChangeHook } from 'payload';

/**
 * Spec §4 "Blog post": publishing sets publishedAt to now unless it already has a value
 * (editing a published post keeps its date); a draft has publishedAt null.
 */
export const syncPublishedAt: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status;
  if (status === 'draft') return { ...data, publishedAt: null };
  if (status === 'published') {
    const current = data.publishedAt !== undefined ? data.publishedAt : originalDoc?.publishedAt;
    return { ...data, publishedAt: current || new Date().toISOString() };
  }
  return data;
};
