import type { CollectionConfig } from 'payload';
import { signedIn } from '../access/signed-in';
import { siteSessionStrategy } from '../auth/site-session';

export type UsersOptions = {
  /** The site's api (SITE_INTERNAL_URL): when set, site administrators are signed in here too. */
  siteInternalUrl?: string | undefined;
};

/**
 * CMS editors. Site users (students, site admins) live in the api's database, not here; a site
 * administrator gets a CMS user of the same e-mail the first time they open /cms signed in on
 * the site. The local password strategy stays for editors without a site account.
 */
export function createUsersCollection(options: UsersOptions = {}): CollectionConfig {
  const { siteInternalUrl } = options;
  return {
    slug: 'users',
    auth: {
      // No account lock: a stranger failing on purpose must not lock an editor out. Guessing
      // is slowed per e-mail and address by the api in front of the CMS (decision 0010).
      maxLoginAttempts: 0,
      ...(siteInternalUrl ? { strategies: [siteSessionStrategy({ siteInternalUrl })] } : {}),
    },
    admin: {
      useAsTitle: 'email',
      defaultColumns: ['email', 'firstName', 'lastName'],
    },
    access: {
      read: signedIn,
      create: signedIn,
      update: signedIn,
      delete: signedIn,
    },
    fields: [
      { name: 'firstName', type: 'text' },
      { name: 'lastName', type: 'text' },
    ],
    timestamps: true,
  };
}
