import { describe, expect, it } from 'vitest';
import { minutesUntil, normalizeEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { AUTH_MESSAGES, passwordLengthProblem } from './auth-messages';
import { loginInputSchema, registerInputSchema } from './schemas/auth';

describe('account rules', () => {
  it('normalises e-mail addresses: trimmed, lower-case', () => {
    expect(normalizeEmail('  Ana.Ruiz@Example.COM ')).toBe('ana.ruiz@example.com');
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    expect(minutesUntil(61_000, 0)).toBe(2);
    expect(minutesUntil(1_000, 0)).toBe(1);
  });

  it('checks a new password length the same way in the client and in the input schema', () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    const fine = 'x'.repeat(PASSWORD_MIN_LENGTH);
    expect(passwordLengthProblem(short)).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(passwordLengthProblem(long)).toBe(AUTH_MESSAGES.passwordTooLong);
    expect(passwordLengthProblem(fine)).toBeNull();
    const base = { email: 'a@example.com', firstName: 'Ana' };
    for (const password of [short, long, fine]) {
      const result = registerInputSchema.safeParse({ ...base, password });
      expect(result.success ? null : result.error.issues[0]?.message).toBe(
        passwordLengthProblem(password),
      );
    }
  });

  it('trims and lower-cases the sign-in e-mail', () => {
    const parsed = loginInputSchema.parse({ email: ' A@Example.com ', password: ' secret ' });
    expect(parsed).toMatchObject({ email: 'a@example.com', password: 'secret' });
  });
});
