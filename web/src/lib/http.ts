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

/**
 * Why a fetchJson call failed (spec §8 tells what to show for each):
 * - `network`: fetch itself threw (offline, server down); `message` is the browser's text.
 * - `message`: the server answered non-ok with a JSON body carrying a `message` to show.
 * - `text`: the server answered non-ok with a body that is not JSON ('Server error …').
 * - `other`: anything else (a JSON body without a message, an unexpected exception).
 * It names no texts itself, so the shared header does not carry the account messages.
 */
export type RequestFailure =
  | { kind: 'network'; message: string }
  | { kind: 'message'; status: number; message: string }
  | { kind: 'text'; status: number; text: string }
  | { kind: 'other'; status: number | null };

export function requestFailure(error: unknown): RequestFailure {
  // fetch() rejects with a TypeError when no response arrives ('Failed to fetch' and the like).
  if (error instanceof TypeError) return { kind: 'network', message: error.message };
  if (!(error instanceof HttpError)) return { kind: 'other', status: null };
  const { status, bodyText, statusText } = error;
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { kind: 'text', status, text: bodyText || statusText };
  }
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return { kind: 'message', status, message };
  }
  return { kind: 'other', status };
}
