import { httpErrorMessage } from '@app/domain';
import { requestGate } from './hydration-gate';

/** A non-ok HTTP response; `message` is the spec §7 text '{status}: {body or status text}'. */
export class HttpError extends Error {
  readonly status: number;
  /** The response body as received (JSON or not), for callers that show the server's text. */
  readonly bodyText: string;
  readonly statusText: string;

  constructor(status: number, bodyText: string, statusText: string) {
    super(httpErrorMessage(status, bodyText, statusText));
    this.name = 'HttpError';
    this.status = status;
    this.bodyText = bodyText;
    this.statusText = statusText;
  }
}

export type FetchJsonOptions = Omit<RequestInit, 'body'> & {
  /** Sent as JSON with a matching Content-Type. */
  json?: unknown;
  /** Spec §7: a read may return null on 401 instead of failing (e.g. the current user). */
  nullOn401?: boolean;
};

/**
 * The one way the SPA calls the documented REST paths under /api. Credentials are always
 * included; any non-ok response throws an HttpError; 204 and empty bodies give null.
 */
export async function fetchJson<T>(url: string, options: FetchJsonOptions = {}): Promise<T> {
  const { json, nullOn401, headers, ...init } = options;
  await requestGate();
  const requestHeaders = new Headers(headers);
  if (!requestHeaders.has('Accept')) requestHeaders.set('Accept', 'application/json');
  if (json !== undefined) requestHeaders.set('Content-Type', 'application/json');

  const response = await fetch(url, {
    ...init,
    credentials: 'include',
    headers: requestHeaders,
    body: json === undefined ? undefined : JSON.stringify(json),
  });

  if (response.status === 401 && nullOn401) {
    // Drain the body: an unread response keeps the connection busy (the page never looks
    // loaded to the browser, which also delays Lighthouse and Playwright's network idle).
    await response.text().catch(() => '');
    return null as T;
  }
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}
