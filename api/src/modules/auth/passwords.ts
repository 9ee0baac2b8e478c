/// <reference path="../../types/fxa-common-password-list.d.ts" />

import { availableParallelism } from 'node:os';
import { AUTH_MESSAGES } from '@app/domain';
import { hash, verify } from '@node-rs/argon2';
import commonPasswords from 'fxa-common-password-list';
import { AppError } from '../../errors';

export type Argon2Cost = { memoryCost: number; timeCost: number; parallelism: number };

/** Argon2id with OWASP's first recommended setting: m = 19 MiB, t = 2, p = 1. */
export const ARGON2_PRODUCTION: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The test suite's cost (NODE_ENV=test): the smallest memory Argon2 allows for p = 1 a few
 * times over, one pass. Thousands of sign-ups in the suite each spent ~50 ms of a core at
 * production cost; here they spend well under one. Verifying reads the cost from the stored
 * hash, so test hashes verify at test cost and production hashes at production cost.
 */
export const ARGON2_TEST: Argon2Cost = { memoryCost: 64, timeCost: 1, parallelism: 1 };

/** The cost new hashes get: production's everywhere except under NODE_ENV=test. */
export function argon2Cost(nodeEnv: string | undefined = process.env.NODE_ENV): Argon2Cost {
  return nodeEnv === 'test' ? ARGON2_TEST : ARGON2_PRODUCTION;
}

/**
 * Hashes running at once: one core fewer than the machine has (at least one). Each hash takes
 * a core for tens of milliseconds on libuv's four threads; with as many at once as threads, a
 * burst of sign-ins on a two-core machine left the event loop no core, and every other request
 * waited seconds behind them. Queued here, a burst of sign-ins waits its turn instead.
 */
const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);
let running = 0;
const queue: (() => void)[] = [];

async function oneAtATurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return oneAtATurn(() => hash(password, argon2Cost()));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (no such account) it still spends
 * the same time on a throw-away hash, so the answer's timing does not tell who has an account.
 */
export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    const stand = await dummyHash;
    await oneAtATurn(() => verify(stand, password)).catch(() => false);
    return false;
  }
  try {
    return await oneAtATurn(() => verify(storedHash, password));
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
