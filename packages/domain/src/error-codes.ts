/**
 * Stable, machine-readable error codes: REST bodies carry `{ message, code, issues? }`, tRPC
 * errors `data.appCode`. Programs decide on these, never on the message text (which is
 * written for people and may change).
 */
export const ERROR_CODES = [
  // General, one per HTTP status family.
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UNSUPPORTED_MEDIA_TYPE',
  'ORIGIN_REJECTED',
  'PAYLOAD_TOO_LARGE',
  'SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  // Accounts.
  'ADMIN_ONLY',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'RESET_LINK_INVALID',
  'DEMO_ACCOUNT_RESTRICTED',
  // Practice.
  'FREE_LIMIT_REACHED',
  'SUBSCRIPTION_REQUIRED',
  'SESSION_EXPIRED',
  'SESSION_SUBMITTED',
  'NO_QUESTIONS',
  'INVALID_ANSWER',
  'BOOKMARK_LIMIT_REACHED',
  // Simulations (the exam's rules, enforced by the server).
  'NOT_SECTIONED',
  'SECTION_CLOSED',
  'SECTION_NOT_OPEN',
  'SECTION_NOT_STARTED',
  'ON_BREAK',
  'NOT_ON_BREAK',
  'NO_GOING_BACK',
  'ANSWER_REQUIRED',
  // Payments.
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'REFUND_WINDOW_CLOSED',
  'REFUND_NOT_POSSIBLE',
  'REFUND_IN_PROGRESS',
  // Readiness targets.
  'EXAM_DATE_PAST',
  'EXAM_DATE_TOO_FAR',
  'TARGET_OUT_OF_RANGE',
  'NO_PASS_MARK',
  // Real scores reported after the exam.
  'CONSENT_REQUIRED',
  'EXAM_NOT_TAKEN',
  'SCORE_OUT_OF_RANGE',
  'NO_ESTIMATE_TO_COMPARE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const HTTP_DEFAULTS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** The general code of an HTTP status, for errors that carry no specific one. */
export function defaultErrorCode(status: number): ErrorCode {
  return HTTP_DEFAULTS[status] ?? (status >= 500 ? 'SERVER_ERROR' : 'VALIDATION_FAILED');
}

/** The code of a failed call's answer: a REST body's `code` or a tRPC error's `data.appCode`. */
export function errorCodeOf(error: unknown): ErrorCode | null {
  const e = error as { code?: unknown; data?: { appCode?: unknown } | null } | null;
  const code = e?.data?.appCode ?? e?.code;
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code)
    ? (code as ErrorCode)
    : null;
}
