import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';

/**
 * The signed token of a reminder e-mail's unsubscribe link (decision 0043): the student's id
 * and an HMAC-SHA256 of it under a key derived from the server's secret for this one purpose,
 * so it works signed out, cannot be made up for another student, and needs no table of its own.
 */
const PURPOSE = 'study-reminder-unsubscribe:v1';
const encoder = new TextEncoder();

function key(secret: string): Uint8Array {
  return hmac(SHA256, encoder.encode(secret), encoder.encode(PURPOSE));
}

function signature(secret: string, userId: string): Uint8Array {
  return hmac(SHA256, key(secret), encoder.encode(userId));
}

export function reminderToken(secret: string, userId: string): string {
  return `${encodeBase64urlNoPadding(encoder.encode(userId))}.${encodeBase64urlNoPadding(signature(secret, userId))}`;
}

/** The student a token was signed for, or null for a token that was not signed by us. */
export function verifyReminderToken(secret: string, token: string): string | null {
  const [idPart, sigPart, extra] = token.split('.');
  if (!idPart || !sigPart || extra !== undefined) return null;
  try {
    const userId = new TextDecoder('utf-8', { fatal: true }).decode(
      decodeBase64urlIgnorePadding(idPart),
    );
    const given = decodeBase64urlIgnorePadding(sigPart);
    const expected = signature(secret, userId);
    return given.length === expected.length && constantTimeEqual(given, expected) ? userId : null;
  } catch {
    return null;
  }
}
