/** The product name, written once (placeholder; rename here). */
export const BRAND_NAME = 'PrepPilot';

export const BRAND_TAGLINE = 'Nursing and Academic Entrance Exam Practice';

/** `<title>` text of a page: '{page} — {brand}', or brand and tagline for the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} — ${BRAND_NAME}` : `${BRAND_NAME} — ${BRAND_TAGLINE}`;
}
