/**
 * URL slug from free text: ASCII, lowercase, words joined by single hyphens.
 * "Café & Crème: TEAS 7 Tips!" -> "cafe-creme-teas-7-tips"
 */
export function slugify(input: string, maxLength = 96): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // combining marks left by NFKD (é -> e + ́)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}
