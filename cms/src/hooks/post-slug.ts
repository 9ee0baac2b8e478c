import type { CollectionBeforeValidateHook } from 'payload';
import { slugify } from '../lib/slugify';

/**
 * Fills `slug` from the title when it is empty and normalises a typed slug.
 * On a partial update that does not touch `slug`, the stored slug is kept.
 */
export const deriveSlug: CollectionBeforeValidateHook = ({ data, operation, originalDoc }) => {
  if (!data) return data;
  const touchesSlug = operation === 'create' || 'slug' in data;
  if (!touchesSlug) return data;
  const typed = typeof data.slug === 'string' ? slugify(data.slug) : '';
  if (typed) return { ...data, slug: typed };
  const title =
    typeof data.title === 'string' ? data.title : (originalDoc?.title as string | undefined);
  return { ...data, slug: title ? slugify(title) : data.slug };
};
