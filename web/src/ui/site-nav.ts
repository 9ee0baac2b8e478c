/** Main navigation of the shared header (spec §2 Shared header, signed-out links). */
export const NAV_LINKS = [
  { label: 'Services', to: '/services' },
  { label: 'Resources', to: '/resources' },
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
] as const;

/** Shown after the main links to admins only (spec §2). */
export const ADMIN_NAV_LINK = { label: 'Admin', to: '/admin' } as const;

export type FooterLink = { label: string; to: string; hash?: string };
export type FooterGroup = { title: string; links: FooterLink[] };
