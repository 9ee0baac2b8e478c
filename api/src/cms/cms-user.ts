/**
 * Who the api is in the CMS when it writes for someone. A site administrator acts as the CMS
 * user with the same e-mail, created on first use: the CMS's own rule (cms/src/auth/
 * site-users.ts, which its single sign-on uses too), so a post written in the Blog Manager and
 * one written in /cms have the same author in Payload's eyes. A CMS editor
 * signed in to /cms (Payload's own cookie) is recognised too, for draft previews.
 */
import { type SiteIdentity, siteUsers } from '@app/cms/site-users';
import type { User } from '@app/cms/types';
import { createLocalReq, logoutOperation, type Payload } from 'payload';
import { generateExpiredPayloadCookie } from 'payload/shared';

/** A site administrator, as the CMS sees them. */
export type CmsActor = SiteIdentity;

/** A CMS user the Local API acts as (`user`, with `overrideAccess: false`). */
export type CmsIdentity = { readonly email: string; readonly user: User & { collection: 'users' } };

function identity(user: User): CmsIdentity {
  return { email: user.email, user: { ...user, collection: 'users' } };
}

export function createCmsUsers(payload: Payload) {
  const users = siteUsers();

  /** The CMS user of a site administrator, created the first time. */
  async function actAs(actor: CmsActor): Promise<CmsIdentity> {
    return identity(await users.findOrCreate(payload, actor));
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
