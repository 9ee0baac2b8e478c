import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ARGON2_PRODUCTION,
  ARGON2_TEST,
  argon2Cost,
  hashPassword,
  verifyPassword,
} from './passwords';

/** The cost an encoded Argon2id hash was made with, as Argon2 writes it. */
const costOf = (encoded: string) => {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(encoded);
  if (!match) throw new Error(`not an Argon2id hash: ${encoded}`);
  return {
    memoryCost: Number(match[1]),
    timeCost: Number(match[2]),
    parallelism: Number(match[3]),
  };
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('password hashing cost', () => {
  // The one test that keeps production cost: the rest of the suite hashes at test cost.
  it('hashes at OWASP cost (m = 19 MiB, t = 2, p = 1) wherever NODE_ENV is not test', async () => {
    expect(ARGON2_PRODUCTION).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    for (const env of ['production', 'development']) {
      expect(argon2Cost(env)).toEqual(ARGON2_PRODUCTION);
    }
    vi.stubEnv('NODE_ENV', 'production');
    const stored = await hashPassword('stethoscope-blue-17');
    expect(costOf(stored)).toEqual(ARGON2_PRODUCTION);
    expect(await verifyPassword(stored, 'stethoscope-blue-17')).toBe(true);
    expect(await verifyPassword(stored, 'stethoscope-blue-18')).toBe(false);
  });

  it('hashes at test cost under NODE_ENV=test, and verifies a hash at the cost it was made with', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const fromProduction = await hashPassword('a-long-enough-password-42');
    vi.stubEnv('NODE_ENV', 'test');
    const fromTest = await hashPassword('a-long-enough-password-42');
    expect(costOf(fromTest)).toEqual(ARGON2_TEST);
    expect(ARGON2_TEST.memoryCost).toBeLessThan(ARGON2_PRODUCTION.memoryCost);
    expect(await verifyPassword(fromProduction, 'a-long-enough-password-42')).toBe(true);
    expect(await verifyPassword(fromTest, 'a-long-enough-password-42')).toBe(true);
    expect(await verifyPassword(fromTest, 'a-long-enough-password-43')).toBe(false);
  });
});
