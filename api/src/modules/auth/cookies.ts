/*
 * The session cookie: HttpOnly, SameSite=Lax, Path=/; Secure with the __Host- prefix when the
 * site is served over https (config.secureCookies). Its lifetime follows the session's.
 */

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
}

export function sessionCookie(token: string, expiresAtMs: number, nowMs: number, secure: boolean) {
  const maxAge = Math.max(0, Math.floor((expiresAtMs - nowMs) / 1000));
  return [
    `${sessionCookieName(secure)}=${token}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return [
    `${sessionCookieName(secure)}=`,
    'Path=/',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The session token from a Cookie header, if any. */
export function readSessionToken(cookieHeader: string | null, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const name = `${sessionCookieName(secure)}=`;
  for (const part of cookieHeader.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(name)) return trimmed.slice(name.length) || null;
  }
  return null;
}
