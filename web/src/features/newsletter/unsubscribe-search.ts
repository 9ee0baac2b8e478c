/** URL search params of /newsletter/unsubscribe. */
export type UnsubscribeSearch = { token?: string };

/**
 * The route's `validateSearch`: a non-empty string token, trimmed; anything else means no
 * token, and the page explains that the link is incomplete. (The server's tokens are base32
 * text, never plain numbers, so the router's JSON reading leaves them strings.)
 */
export function validateUnsubscribeSearch(raw: Record<string, unknown>): UnsubscribeSearch {
  if (typeof raw.token !== 'string') return {};
  const token = raw.token.trim();
  return token ? { token } : {};
}
