import {
  SESSION_ABSOLUTE_MS,
  SESSION_INACTIVITY_MS,
  SESSION_REFRESH_INTERVAL_MS,
} from '@app/domain';
import type { Db } from '../../db/kysely';
import { isoAt } from '../../lib/clock';
import { hashToken, randomToken, sameHash } from '../../lib/tokens';
import { toUser, type UserRow } from './repo';
import { deleteSession, insertSession, sessionWithUser, setSessionExpiry } from './sessions-repo';

/*
 * Sessions after Lucia's current guide: the cookie holds '<id>.<secret>' (id 120 bits,
 * secret 160 bits); the database keeps the id and the SHA-256 of the secret, compared in
 * constant time. A session ends after SESSION_INACTIVITY_MS without use (extended at most
 * once per SESSION_REFRESH_INTERVAL_MS) and in any case SESSION_ABSOLUTE_MS after sign-in.
 */

export type Session = { id: string; userId: string; expiresAtMs: number };

export type ValidSession = {
  session: Session;
  user: ReturnType<typeof toUser>;
  refreshed: boolean;
};

/** Creates a session for a user and returns the token for the cookie. */
export async function createSession(db: Db, userId: string, nowMs: number) {
  const id = randomToken(15);
  const secret = randomToken(20);
  const absoluteMs = nowMs + SESSION_ABSOLUTE_MS;
  const expiresAtMs = Math.min(nowMs + SESSION_INACTIVITY_MS, absoluteMs);
  await insertSession(db, {
    id,
    secret_hash: hashToken(secret),
    user_id: userId,
    created_at: isoAt(nowMs),
    expires_at: isoAt(expiresAtMs),
    absolute_expires_at: isoAt(absoluteMs),
  });
  return { token: `${id}.${secret}`, session: { id, userId, expiresAtMs } satisfies Session };
}

/** The session and user behind a cookie token, or null; extends an active session. */
export async function validateSessionToken(
  db: Db,
  token: string,
  nowMs: number,
): Promise<ValidSession | null> {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 100) return null;
  const id = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  const [row] = (await sessionWithUser(db, id)).rows;
  if (!row || !sameHash(hashToken(secret), row.secret_hash)) return null;

  const expiresAtMs = Date.parse(row.expires_at);
  const absoluteMs = Date.parse(row.absolute_expires_at);
  if (nowMs >= expiresAtMs || nowMs >= absoluteMs) {
    await deleteSession(db, id);
    return null;
  }
  const session: Session = { id, userId: row.id, expiresAtMs };
  let refreshed = false;
  const lastExtendedMs = expiresAtMs - SESSION_INACTIVITY_MS;
  if (nowMs - lastExtendedMs >= SESSION_REFRESH_INTERVAL_MS && expiresAtMs < absoluteMs) {
    session.expiresAtMs = Math.min(nowMs + SESSION_INACTIVITY_MS, absoluteMs);
    await setSessionExpiry(db, id, isoAt(session.expiresAtMs));
    refreshed = true;
  }
  const { session_id, secret_hash, expires_at, absolute_expires_at, ...user } = row;
  return { session, user: toUser(user as UserRow), refreshed };
}
