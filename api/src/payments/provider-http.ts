import { ProviderRefusedError, ProviderUnavailableError } from './provider';

const TIMEOUT_MS = 10_000;

export type ProviderResponse = { status: number; body: unknown };

/**
 * One JSON call to a provider's API with its secret key. A network failure, a timeout or a
 * 5xx is ProviderUnavailableError (try again later); any other answer is returned for the
 * adapter to read.
 */
export async function callProvider(
  url: string,
  secretKey: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        Authorization: `Bearer ${secretKey}`,
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderUnavailableError(`payment provider unreachable: ${String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500 || response.status === 429) {
    throw new ProviderUnavailableError(`payment provider answered ${response.status}`);
  }
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new ProviderUnavailableError(`payment provider answered ${response.status} without JSON`);
  }
  return { status: response.status, body };
}

/** A 2xx answer, or the provider's refusal with its message. */
export function expectOk(response: ProviderResponse, what: string): Record<string, unknown> {
  const body = (response.body ?? {}) as Record<string, unknown>;
  if (response.status >= 200 && response.status < 300) return body;
  const message = typeof body.message === 'string' ? body.message : `status ${response.status}`;
  throw new ProviderRefusedError(`${what} refused: ${message}`);
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}
