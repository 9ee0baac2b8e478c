import { defaultErrorCode, type ErrorCode, errorCodeOf } from '@app/domain';
import { HttpError } from './http';

/**
 * Why a call to the api failed, whichever way it went (a tRPC procedure or a documented REST
 * path through `fetchJson`). Code decides on `code`, the api's stable error code (REST
 * `{ message, code }`, tRPC `data.appCode`; list in @app/domain `ERROR_CODES`), never on the
 * message, which is written for people (a test keeps web/src from reading it to decide).
 *
 * - `network`: no answer came (offline, server down). `message` is the browser's text.
 * - `answer`: the server answered non-ok. `status` is its HTTP status; `code` the api's code
 *   (an answer without one, e.g. a proxy's 502, gets the status's general code); `message` the
 *   answer's text for people ('' when it has none); `text` a REST body that is not JSON (shown
 *   as 'Server error ({status}): {text}', spec §8), else null.
 * - `unknown`: anything else thrown (a bug, an unexpected value).
 */
export type CallFailure =
  | { kind: 'network'; status: 0; code: null; message: string; text: null }
  | { kind: 'answer'; status: number; code: ErrorCode; message: string; text: string | null }
  | { kind: 'unknown'; status: 0; code: null; message: ''; text: null };

const UNKNOWN: CallFailure = { kind: 'unknown', status: 0, code: null, message: '', text: null };

function fromHttpError({ status, bodyText, statusText }: HttpError): CallFailure {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    const text = bodyText || statusText;
    return { kind: 'answer', status, code: defaultErrorCode(status), message: '', text };
  }
  const { message, code } = (body && typeof body === 'object' ? body : {}) as {
    message?: unknown;
    code?: unknown;
  };
  return {
    kind: 'answer',
    status,
    code: errorCodeOf({ code }) ?? defaultErrorCode(status),
    message: typeof message === 'string' ? message.trim() : '',
    text: null,
  };
}

export function callFailure(error: unknown): CallFailure {
  if (error instanceof HttpError) return fromHttpError(error);
  // fetch() rejects with a TypeError when no response arrives ('Failed to fetch' and the like).
  if (error instanceof TypeError) {
    return { kind: 'network', status: 0, code: null, message: error.message, text: null };
  }
  const e = error as { message?: unknown; data?: { httpStatus?: unknown } | null } | null;
  const message = typeof e?.message === 'string' ? e.message.trim() : '';
  const status = typeof e?.data?.httpStatus === 'number' ? e.data.httpStatus : 0;
  if (status > 0) {
    return {
      kind: 'answer',
      status,
      code: errorCodeOf(error) ?? defaultErrorCode(status),
      message,
      text: null,
    };
  }
  // A tRPC client error without data: the link got no answer (its cause is fetch's TypeError).
  if (e && (e as { name?: unknown }).name === 'TRPCClientError') {
    return { kind: 'network', status: 0, code: null, message, text: null };
  }
  return UNKNOWN;
}

/** The api's code of a failed call, or null when no answer came. */
export function failureCode(error: unknown): ErrorCode | null {
  return callFailure(error).code;
}

/** The call was refused because nobody is signed in (or the session ended): 401. */
export function isSignedOutFailure(error: unknown): boolean {
  return failureCode(error) === 'UNAUTHENTICATED';
}
