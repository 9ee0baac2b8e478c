import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path such as '/services' or '/blog/my-post' (no hash; pass `hash`). */
  to: string;
  /** Fragment without '#', e.g. 'faq' for /contact#faq. */
  hash?: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A client-side router link to any site path. The typed <Link> only accepts routes that exist
 * in the route tree; many pages of the spec's route table (/services, /auth, /blog/{slug}, ...)
 * are added by other features later and render the not-found page until then. Use the typed
 * <Link> for registered routes; use this for the rest.
 */
export function SiteLink({ to, hash, ...rest }: SiteLinkProps) {
  // The cast only widens the path type; the router resolves any path at run time.
  return <Link to={to as '/'} hash={hash} {...rest} />;
}
