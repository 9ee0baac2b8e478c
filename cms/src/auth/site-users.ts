/**
 * The CMS user of a site administrator: the one with the same e-mail, created on first use
 * with an unusable password (this person signs in on the site, never with it). The one rule
 * for both ways a site administrator reaches Payload: the CMS's single sign-on
 * (site-session.ts) and the api writing for them (api/src/cms/cms-user.ts), so a post written
 * in the Blog Manager and one written in /cms have the same author in Payload's eyes.
 */
import { randomBytes } from 'node:crypto';
import type { Payload } from 'payload';
import type { User } from '../payload-types';

/** A site administrator, as the site knows them. */
export type SiteIdentity = { email: string; firstName: string; lastName: string };

/** The CMS user of an e-mail, or null. */
export async function findSiteUser(payload: Payload, email: string): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  return (docs[0] as User | undefined) ?? null;
}

/**
 * `findOrCreate(payload, identity)`: the CMS user of a site administrator, created the first
 * time. Concurrent first requests of one person (in this process) share one creation; one
 * created meanwhile by another process is found.
 */
export function siteUsers() {
  const creating = new Map<string, Promise<unknown>>();

  async function findOrCreate(payload: Payload, identity: SiteIdentity): Promise<User> {
    const email = identity.email.trim().toLowerCase();
    const existing = await findSiteUser(payload, email);
    if (existing) return existing;
    let pending = creating.get(email);
    if (!pending) {
      pending = payload
        .create({
          collection: 'users',
          data: {
            email,
            firstName: identity.firstName || null,
            lastName: identity.lastName || null,
            // Never used: this person signs in on the site.
            password: randomBytes(32).toString('base64url'),
          },
          overrideAccess: true,
        })
        // e.g. created meanwhile by another process: then it is found below.
        .catch((error: unknown) => error)
        .finally(() => creating.delete(email));
      creating.set(email, pending);
    }
    const outcome = await pending;
    const user = await findSiteUser(payload, email);
    if (!user) throw outcome instanceof Error ? outcome : new Error('CMS user not created');
    return user;
  }

  return { findOrCreate };
}
