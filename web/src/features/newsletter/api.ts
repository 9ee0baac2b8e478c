import { fetchJson } from '../../lib/http';

export type MessageResult = { message: string };

/**
 * POST /api/newsletter/unsubscribe {token}: 200 {message}, or 400 {message} when the link
 * is invalid. fetchJson sends JSON with its Content-Type; the browser adds the Origin.
 */
export function unsubscribeFromNewsletter(token: string): Promise<MessageResult | null> {
  return fetchJson<MessageResult | null>('/api/newsletter/unsubscribe', {
    method: 'POST',
    json: { token },
  });
}
