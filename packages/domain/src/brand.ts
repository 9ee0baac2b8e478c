/**
 * The product's name, written once (placeholder; rename here), and the one pattern of a
 * page's <title>: '{page} — {brand}'. The web app, the api's plain HTML pages and the titles
 * editors write in the CMS all end up in this form.
 */
export const BRAND_NAME = 'PrepPilot';

export const BRAND_TAGLINE = 'Nursing and Academic Entrance Exam Practice';

/** `<title>` text of a page: '{page} — {brand}', or brand and tagline for the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} — ${BRAND_NAME}` : `${BRAND_NAME} — ${BRAND_TAGLINE}`;
}

/** The brand at the end of a title, after any separator: ' | PrepPilot', ' - PrepPilot', … */
const BRAND_SUFFIX = new RegExp(`\\s*[|\\-–—:·•]\\s*${BRAND_NAME}\\s*$`);

/**
 * A title written by an editor (a CMS page's SEO title, a post's meta title) in the site's
 * pattern: a brand suffix written some other way ('… | PrepPilot') is replaced by the site's
 * own; a title without one gets it.
 */
export function withSiteName(title: string | null | undefined, fallback?: string): string {
  const text = (title?.trim() || fallback?.trim() || '').replace(BRAND_SUFFIX, '').trim();
  if (!text || text === BRAND_NAME) return pageTitle();
  return pageTitle(text);
}
