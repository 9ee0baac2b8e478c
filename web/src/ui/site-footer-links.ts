import type { SiteSettings } from '@app/domain';
import type { FooterGroup } from './site-nav';

/**
 * Where a link of the site settings points, decided once so the footer, the chat widget and
 * the landing page treat CMS addresses alike:
 * - `internal`: a site path ('/services#ged'), followed by the router;
 * - `external`: an http(s) address, opened in a new tab;
 * - `mail`: a mailto:/tel: address, opened by the mail or phone app in place;
 * - null: anything else (javascript:, protocol-relative, typos), which is not rendered.
 */
export type LinkTarget =
  | { kind: 'internal'; to: string; hash?: string }
  | { kind: 'external'; href: string }
  | { kind: 'mail'; href: string };

export function linkTarget(raw: string | null | undefined): LinkTarget | null {
  const href = raw?.trim();
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) {
    const [path = '/', hash] = href.split('#', 2);
    return hash ? { kind: 'internal', to: path || '/', hash } : { kind: 'internal', to: path };
  }
  if (/^https?:\/\/[^\s]+$/i.test(href)) return { kind: 'external', href };
  if (/^(mailto|tel):[^\s]+$/i.test(href)) return { kind: 'mail', href };
  return null;
}

/** A CMS footer link as the footer renders it; links with unusable addresses are dropped. */
export type ResolvedFooterLink = { label: string; target: LinkTarget };
export type ResolvedFooterGroup = { title: string; links: ResolvedFooterLink[] };

/**
 * The footer's link groups: the editors' groups from the site settings, or `fallback` (the
 * spec's groups, built in) while they load, when the call fails or when none are set — so the
 * footer always has its links.
 */
export function footerGroups(
  settings: Pick<SiteSettings, 'footerGroups'> | undefined,
  fallback: FooterGroup[],
): ResolvedFooterGroup[] {
  const fromCms = (settings?.footerGroups ?? [])
    .map((group) => ({
      title: group.title.trim(),
      links: group.links.flatMap((link) => {
        const target = linkTarget(link.href);
        const label = link.name.trim();
        return target && label ? [{ label, target }] : [];
      }),
    }))
    .filter((group) => group.title && group.links.length > 0);
  if (fromCms.length > 0) return fromCms;
  return fallback.map((group) => ({
    title: group.title,
    links: group.links.map((link) => ({
      label: link.label,
      target: { kind: 'internal', to: link.to, hash: link.hash },
    })),
  }));
}

/** The e-mail address as a mailto: link, or null when it does not look like an address. */
export function mailtoHref(email: string | null | undefined): string | null {
  const address = email?.trim();
  return address && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? `mailto:${address}` : null;
}

/** An http(s) address from the settings, or null. */
export function externalHref(url: string | null | undefined): string | null {
  const target = linkTarget(url);
  return target?.kind === 'external' ? target.href : null;
}
