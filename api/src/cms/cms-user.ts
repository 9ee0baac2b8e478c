/**
 * Who the api is in the CMS when it writes for someone. A site administrator acts as the CMS
 * user with the same e-mail, created on first use with an unusable password: the same rule as
 * the CMS's single sign-on (cms/src/auth/site-session.ts), so a post written in the Blog
 * Manager and one written in /cms have the same author in Payload's eyes. A CMS editor
 * signed in to /cms (Payload's own cookie) is recognised too, for draft previews.
 */
import { randomBytes } from 'node:crypto';
import type { User } from '@app/cms/types';
import { createLocalReq, logoutOperation, type Payload } from 'payload';
import { generateExpiredPayloadCookie } from 'payload/shared';

/** A site administrator, as the CMS sees them. */
export type CmsActor = { email: string; firstName: string; lastName: string };

/** A CMS user the Local API acts as (`user`, with `overrideAccess: false`). */
export type CmsIdentity = { readonly email: string; readonly user: User & { collection: 'users' } };

function identity(user: User): CmsIdentity {
  return { email: user.email, user: { ...user, collection: 'users' } };
}

export function createCmsUsers(payload: Payload) {
  const creating = new Map<string, Promise<unknown>>();

  async function findUser(email: string): Promise<User | null> {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    });
    return (docs[0] as User | undefined) ?? null;
  }

  /** The CMS user of a site administrator, created the first time. */
  async function actAs(actor: CmsActor): Promise<CmsIdentity> {
    const email = actor.email.trim().toLowerCase();
    const existing = await findUser(email);
    if (existing) return identity(existing);
    // Concurrent first writes of one person share one creation.
    let pending = creating.get(email);
    if (!pending) {
      pending = payload
        .create({
          collection: 'users',
          data: {
            email,
            firstName: actor.firstName || null,
            lastName: actor.lastName || null,
            // Never used: this person signs in on the site.
            password: randomBytes(32).toString('base64url'),
          },
          overrideAccess: true,
        })
        // e.g. created meanwhile by the CMS process: then it is found below.
        .catch((error: unknown) => error)
        .finally(() => creating.delete(email));
      creating.set(email, pending);
    }
    const outcome = await pending;
    const user = await findUser(email);
    if (!user) throw outcome instanceof Error ? outcome : new Error('CMS user not created');
    return identity(user);
  }

  /**
   * The CMS user signed in to /cms on this request (Payload's `payload-token` cookie), or null.
   * Asked only when such a cookie is present, so other visitors cost nothing.
   */
  async function signedInEditor(headers: Headers): Promise<CmsIdentity | null> {
    const cookie = headers.get('cookie') ?? '';
    if (!/(?:^|;\s*)payload-token=/.test(cookie)) return null;
    try {
      const { user } = await payload.auth({ headers: new Headers({ cookie }) });
      return user && user.collection === 'users' ? identity(user as User) : null;
    } catch {
      return null;
    }
  }

  /**
   * Ends the /cms session this request carries (Payload's cookie), as the CMS's own logout
   * does: its session is removed from the user's `sessions`, so the token is refused from now
   * on wherever it is shown. Returns the Set-Cookie line that removes the cookie (Payload's
   * name and attributes), or null when the request carries none.
   */
  async function endEditorSession(headers: Headers): Promise<string | null> {
    const cookie = headers.get('cookie') ?? '';
    const prefix = payload.config.cookiePrefix;
    if (!new RegExp(`(?:^|;\\s*)${prefix}-token=`).test(cookie)) return null;
    const users = payload.collections.users;
    try {
      const { user } = await payload.auth({ headers: new Headers({ cookie }) });
      if (user && user.collection === 'users') {
        await logoutOperation({
          collection: users,
          req: await createLocalReq({ user }, payload),
        });
      }
    } catch (error) {
      // A token that no longer verifies needs no revoking; anything else is worth knowing.
      payload.logger.warn({ err: error }, 'could not end the CMS session on sign-out');
    }
    return generateExpiredPayloadCookie({
      collectionAuthConfig: users.config.auth,
      cookiePrefix: prefix,
    }) as string;
  }

  return { actAs, signedInEditor, endEditorSession };
}

export type CmsUsers = ReturnType<typeof createCmsUsers>;
