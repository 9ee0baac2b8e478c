import type { Access } from 'payload';

/**
 * Editors see every document; everyone else (anonymous REST callers, and the api's Local API
 * calls with `overrideAccess: false` and no user) sees only documents whose `status` is
 * published. Used by every collection that has a draft/published `status` field.
 */
export const publishedOrSignedIn: Access = ({ req }) => {
  if (req.user) return true;
  return { status: { equals: 'published' } };
};
