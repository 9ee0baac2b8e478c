import type { CollectionConfig } from 'payload';
import { signedIn } from '../access/signed-in';

/** CMS editors. Site users (students, site admins) live in the api's database, not here. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: true,
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
