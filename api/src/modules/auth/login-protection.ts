import type { Db } from '../../db/kysely';
import { isoAt } from '../../lib/clock';
import { hashToken, randomToken } from '../../lib/tokens';
import {
  countThrottleFailure,
  deleteExpiredTrustedDevices,
  deleteExpiredUnlocks,
  deleteThrottle,
  deleteThrottlesBefore,
  deleteUnlock,
  insertTrustedDevice,
  insertUnlock,
  liveTrustedDevice,
  liveUnlock,
  throttleOf,
} from './login-protection-repo';

/*
 * Decision 0010. Guessing a password is slowed per account *and* address: after 5 failures
 * of one e-mail from one address, each further try waits twice as long as the last (up to 15
 * minutes). Failures from browsers the account never signed in on also count per account;
 * past 100 an hour such browsers are refused, while a browser the owner signed in on before
 * (a trusted-device cookie) still may try, and the owner is e-mailed a link that makes the
 * browser that opens it trusted. A stranger can slow their own guessing, never lock the owner out.
 */

export const FREE_FAILURES = 5;
export const MAX_DELAY_MS = 15 * 60 * 1000;
const PAIR_MEMORY_MS = 60 * 60 * 1000;
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
export const UNLOCK_TTL_MS = 60 * 60 * 1000;

const pairKey = (email: string, ip: string) => `${email}|${ip}`.slice(0, 320);

/** The wait after `failures` failed sign-ins of one e-mail from one address. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

/** When this e-mail may be tried again from this address (ms since epoch; ≤ now: at once). */
export async function nextAttemptAt(db: Db, email: string, ip: string): Promise<number> {
  const row = await throttleOf(db, pairKey(email, ip));
  if (!row) return 0;
  return Date.parse(row.last_failure_at) + delayAfter(Number(row.failures));
}

export async function recordFailure(db: Db, email: string, ip: string, nowMs: number) {
  await countThrottleFailure(db, pairKey(email, ip), isoAt(nowMs), isoAt(nowMs - PAIR_MEMORY_MS));
}

export async function clearFailures(db: Db, email: string, ip: string) {
  await deleteThrottle(db, pairKey(email, ip));
}

export async function forgetOldFailures(db: Db, nowMs: number) {
  const oldest = isoAt(nowMs - PAIR_MEMORY_MS - MAX_DELAY_MS);
  await deleteThrottlesBefore(db, oldest);
  await deleteExpiredTrustedDevices(db, isoAt(nowMs));
  await deleteExpiredUnlocks(db, isoAt(nowMs));
}

// Trusted devices: a long-lived HttpOnly cookie; the database keeps only its SHA-256.

export function deviceCookieName(secure: boolean) {
  return secure ? '__Host-device' : 'device';
}

export function deviceCookie(token: string, secure: boolean) {
  return [
    `${deviceCookieName(secure)}=${token}`,
    'Path=/',
    `Max-Age=${Math.floor(DEVICE_TTL_MS / 1000)}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function readDeviceToken(cookieHeader: string | null, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const name = `${deviceCookieName(secure)}=`;
  for (const part of cookieHeader.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(name)) return trimmed.slice(name.length).slice(0, 100) || null;
  }
  return null;
}

/** Whether the request comes from a browser this user signed in on (or unlocked). */
export async function isTrustedDevice(
  db: Db,
  cookieHeader: string | null,
  secure: boolean,
  userId: string | undefined,
  nowMs: number,
): Promise<boolean> {
  const token = readDeviceToken(cookieHeader, secure);
  if (!token || !userId) return false;
  const row = await liveTrustedDevice(db, hashToken(token), userId, isoAt(nowMs));
  return Boolean(row);
}

/** Remembers this browser for the user; returns the token for the cookie. */
export async function trustDevice(db: Db, userId: string, nowMs: number): Promise<string> {
  const token = randomToken(20);
  await insertTrustedDevice(db, {
    id: hashToken(token),
    user_id: userId,
    created_at: isoAt(nowMs),
    expires_at: isoAt(nowMs + DEVICE_TTL_MS),
  });
  return token;
}

/** A one-time unlock link's token (the database keeps its SHA-256). */
export async function createUnlockToken(db: Db, userId: string, nowMs: number): Promise<string> {
  const token = randomToken(20);
  await insertUnlock(db, {
    id: hashToken(token),
    user_id: userId,
    expires_at: isoAt(nowMs + UNLOCK_TTL_MS),
  });
  return token;
}

/** Uses an unlock token once; the user it unlocks, or null. */
export async function useUnlockToken(db: Db, token: string, nowMs: number) {
  const id = hashToken(token);
  const row = await liveUnlock(db, id, isoAt(nowMs));
  if (!row) return null;
  return (await deleteUnlock(db, id)) ? row.user_id : null;
}
