import { createHmac, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two strings (a signature against the expected one). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Paystack's webhook signature: HMAC-SHA512 of the raw body with the secret key, in hex. */
export function paystackSignature(secretKey: string, rawBody: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}
