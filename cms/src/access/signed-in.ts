import type { Access } from 'payload';

/** Any signed-in CMS user (an editor in the `users` collection). */
export const signedIn: Access = ({ req }) => Boolean(req.user);
