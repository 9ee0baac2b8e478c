/** Account and session rules (issue 3, decision 0003). One place; api and web import them. */

/** We require 8 (the spec's reset screen said 6): see docs/decisions/0003-accounts-and-sessions.md. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused, never truncated. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 80;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A session ends after this long without use… */
export const SESSION_INACTIVITY_MS = 10 * DAY_MS;
/** …is extended at most this often… */
export const SESSION_REFRESH_INTERVAL_MS = HOUR_MS;
/** …and never lives longer than this, however active. */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;

/** A password-reset link works once, within this time. */
export const RESET_TOKEN_TTL_MS = HOUR_MS;

/** Brute-force limits, counted in the database so they hold across api processes. */
export const RATE_LIMITS = {
  /**
   * Failed sign-ins per account (by e-mail) per hour from browsers it never signed in on;
   * beyond it only its trusted browsers may try, and the owner is e-mailed an unlock link.
   */
  loginFailuresPerAccount: { max: 100, windowMs: HOUR_MS },
  /** Unlock e-mails per account. */
  unlockMailPerAccount: { max: 1, windowMs: HOUR_MS },
  /** Sign-in attempts per client address. */
  loginPerIp: { max: 300, windowMs: HOUR_MS },
  /** Accounts created per client address. */
  registerPerIp: { max: 20, windowMs: HOUR_MS },
  /** E-mails to an account's owner that someone tried to register their address again. */
  registerTakenMailPerAccount: { max: 1, windowMs: DAY_MS },
  /** Reset e-mails requested per client address. */
  forgotPasswordPerIp: { max: 20, windowMs: HOUR_MS },
  /** Reset e-mails sent to one address. */
  forgotPasswordPerAccount: { max: 5, windowMs: HOUR_MS },
  /** Contact-form messages per client address. */
  contactPerIp: { max: 5, windowMs: HOUR_MS },
  /** Newsletter sign-ups per client address. */
  newsletterPerIp: { max: 10, windowMs: HOUR_MS },
  /** CMS (editor) sign-in attempts per client address. */
  cmsLoginPerIp: { max: 60, windowMs: HOUR_MS },
  /** Try Demo sign-ins per client address (each creates the visitor's own demo copy). */
  demoPerIp: { max: 30, windowMs: HOUR_MS },
  /** Reset-link uses per client address (a token is 128 bits; this stops blind guessing). */
  resetPasswordPerIp: { max: 30, windowMs: HOUR_MS },
  /** Unsubscribe-link uses per client address. */
  unsubscribePerIp: { max: 30, windowMs: HOUR_MS },
  /** Checkouts started per account (each is a provider call and a pending payment). */
  checkoutPerUser: { max: 10, windowMs: 15 * MINUTE_MS },
  /** Refund requests per account. */
  refundPerUser: { max: 5, windowMs: HOUR_MS },
  /** Payment confirmations per account (each may call the provider's verify endpoint). */
  confirmPerUser: { max: 120, windowMs: 15 * MINUTE_MS },
  /** Question reports per student (review and tutor screens). */
  questionReportsPerUser: { max: 30, windowMs: 24 * HOUR_MS },
  /** Bookmark writes (adding or removing) per student. */
  bookmarkWritesPerUser: { max: 120, windowMs: 10 * MINUTE_MS },
  /** Exam date and target changes per student. */
  readinessTargetWritesPerUser: { max: 60, windowMs: 10 * MINUTE_MS },
  /** Study reminder setting changes per student. */
  reminderWritesPerUser: { max: 30, windowMs: 10 * MINUTE_MS },
  /** Real score reports per student. */
  realScoreWritesPerUser: { max: 20, windowMs: HOUR_MS },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** The shared demo account the Try Demo button signs in with (spec §6). */
export const DEMO_ACCOUNT = {
  email: 'demo@preppilot.app',
  password: 'try-the-demo-2026',
  firstName: 'Demo',
  lastName: 'Student',
} as const;

/** Client-side delays of spec §9. */
export const AUTH_REDIRECT_DELAY_MS = 1000;
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
export const RESET_SUCCESS_REDIRECT_DELAY_MS = 3000;
export const RESET_LINK_TOAST_MS = 8000;

/** Trimmed and lower-cased: e-mail addresses are unique without regard to case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whole minutes (at least 1) until a moment, for 'try again in N minutes'. */
export function minutesUntil(untilMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((untilMs - nowMs) / MINUTE_MS));
}
