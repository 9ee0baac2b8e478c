import type { Access } from 'payload';

/**
 * Editors see every post; everyone else (anonymous REST callers, and the api's Local API
 * calls with `overrideAccess: false` and no user) sees only published posts.
 */
export const publishedOrSignedIn: Access = ({ req }) => {
  if (req.user) return true;
  return { status: { equals: 'published' } };
};
