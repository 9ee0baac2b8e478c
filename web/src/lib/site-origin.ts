/**
 * The site's origin for absolute links (og:url, share links): the browser's own, or — when a
 * page is rendered on the server — the origin the server was given (setServerOrigin).
 */
let serverOrigin = '';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
