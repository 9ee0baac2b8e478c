/// <reference path="../../types/fxa-common-password-list.d.ts" />
import { AUTH_MESSAGES } from '@app/domain';
import { hash, verify } from '@node-rs/argon2';
import commonPasswords from 'fxa-common-password-list';
import { AppError } from '../../errors';

/** Argon2id with OWASP's first recommended setting: m = 19 MiB, t = 2, p = 1. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (no such account) it still spends
 * the same time on a throw-away hash, so the answer's timing does not tell who has an account.
 */
export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** In the list of common passwords shipped with the project (about 10,000 entries). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

/** Length is checked by the input schema; this adds the rules that need the server. */
export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password))
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.passwordTooCommon);
}
