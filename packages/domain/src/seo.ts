/**
 * Spec §9: a page's SEO title is at most 60 characters and its meta description at most 160
 * (what search engines show). The blog form (web and api), the CMS's SEO fields and its seed
 * content check these; a post without a meta description uses the first 160 characters of
 * its text.
 */
export const SEO_TITLE_MAX_CHARS = 60;
export const SEO_DESCRIPTION_MAX_CHARS = 160;
