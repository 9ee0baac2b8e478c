/** The product name, written once (placeholder; rename here). */
export const BRAND_NAME = 'PrepPilot';

export const BRAND_TAGLINE = 'Nursing and Academic Entrance Exam Practice';

/** The site's description: the home page's, and any page's without one of its own. */
export const SITE_DESCRIPTION =
  'Practice questions with explanations, timed tests and progress tracking for ATI TEAS 7, HESI A2, ACCUPLACER, GED, NEX, CLEP and CNA. 3 free questions per exam.';

/** `<title>` text of a page: '{page} — {brand}', or brand and tagline for the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} — ${BRAND_NAME}` : `${BRAND_NAME} — ${BRAND_TAGLINE}`;
}

/** A title written by editors, with the site's name added unless it already has it. */
export function withSiteName(title: string | null | undefined, fallback?: string): string {
  const text = title?.trim() || fallback?.trim() || '';
  if (!text) return pageTitle();
  return text.includes(BRAND_NAME) ? text : pageTitle(text);
}
