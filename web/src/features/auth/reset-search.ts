/** URL search params of /reset-password. */
export type ResetPasswordSearch = { token?: string };

/**
 * The route's `validateSearch`: a non-empty string token, trimmed; anything else means no
 * token, and the page says the link is invalid. (The router reads search values as JSON
 * first; the server's tokens are never plain numbers, so they always arrive as strings.)
 */
export function validateResetSearch(raw: Record<string, unknown>): ResetPasswordSearch {
  if (typeof raw.token !== 'string') return {};
  const token = raw.token.trim();
  return token ? { token } : {};
}
