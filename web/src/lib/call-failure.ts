import { type ErrorCode, errorCodeOf } from '@app/domain';

/**
 * Why a tRPC call failed, as the client sees it: the HTTP status the server answered (0 when
 * no answer came: offline, server down), the api's stable error code (`data.appCode`, null
 * without one) and the error's message, which for a 4xx (and an api 503) is the spec's
 * catalogue text, written for people.
 */
export type CallFailure = { status: number; code: ErrorCode | null; message: string };

export function callFailure(error: unknown): CallFailure {
  const e = error as { message?: unknown; data?: { httpStatus?: unknown } | null } | null;
  const status = typeof e?.data?.httpStatus === 'number' ? e.data.httpStatus : 0;
  const message = typeof e?.message === 'string' ? e.message.trim() : '';
  return { status, code: status ? errorCodeOf(error) : null, message };
}
