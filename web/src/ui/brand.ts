/** The product's name and title pattern live in the domain package (packages/domain/src/brand.ts). */
export { BRAND_NAME, BRAND_TAGLINE, pageTitle, withSiteName } from '@app/domain';

/** The site's description: the home page's, and any page's without one of its own. */
export const SITE_DESCRIPTION =
  'Practice questions with explanations, timed tests and progress tracking for ATI TEAS 7, HESI A2, ACCUPLACER, GED, NEX, CLEP and CNA. 3 free questions per exam.';
