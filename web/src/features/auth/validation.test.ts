import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/domain';
import { describe, expect, it } from 'vitest';
import {
  type AuthValues,
  fieldErrors,
  trimAuthValues,
  validateAuthForm,
  validateForgotEmail,
  validateNewPassword,
} from './validation';

const filled: AuthValues = {
  email: 'sam@example.com',
  password: 'secret-pass',
  firstName: 'Sam',
  lastName: '',
};

describe('validateAuthForm (spec §5)', () => {
  it('needs an e-mail and a password in both modes, blanks counting as empty', () => {
    for (const mode of ['signIn', 'register'] as const) {
      expect(validateAuthForm(mode, { ...filled, email: '   ' })).toEqual({
        message: AUTH_MESSAGES.emailAndPasswordRequired,
        fields: ['email'],
      });
      expect(validateAuthForm(mode, { ...filled, password: '' })).toEqual({
        message: AUTH_MESSAGES.emailAndPasswordRequired,
        fields: ['password'],
      });
      expect(validateAuthForm(mode, { ...filled, email: '', password: ' ' })?.fields).toEqual([
        'email',
        'password',
      ]);
    }
  });

  it('needs a first name to create an account, not to sign in; the last name is optional', () => {
    expect(validateAuthForm('register', { ...filled, firstName: '  ' })).toEqual({
      message: AUTH_MESSAGES.firstNameRequired,
      fields: ['firstName'],
    });
    expect(validateAuthForm('signIn', { ...filled, firstName: '' })).toBeNull();
    expect(validateAuthForm('register', filled)).toBeNull();
  });

  it('checks e-mail and password before the first name', () => {
    expect(validateAuthForm('register', { ...filled, email: '', firstName: '' })?.message).toBe(
      AUTH_MESSAGES.emailAndPasswordRequired,
    );
  });

  it('trims every value before sending', () => {
    expect(
      trimAuthValues({
        email: ' a@b.co ',
        password: ' pw ',
        firstName: ' Sam ',
        lastName: ' Lee ',
      }),
    ).toEqual({ email: 'a@b.co', password: 'pw', firstName: 'Sam', lastName: 'Lee' });
  });
});

describe('validateForgotEmail', () => {
  it('asks for the e-mail address', () => {
    expect(validateForgotEmail(' ')).toEqual({
      message: AUTH_MESSAGES.emailRequired,
      fields: ['email'],
    });
    expect(validateForgotEmail('sam@example.com')).toBeNull();
  });
});

describe('validateNewPassword (reset screen)', () => {
  const ok = 'x'.repeat(PASSWORD_MIN_LENGTH);

  it('needs both fields', () => {
    expect(validateNewPassword('', ok)).toEqual({
      message: AUTH_MESSAGES.fillAllFields,
      fields: ['password'],
    });
    expect(validateNewPassword(ok, '  ')?.fields).toEqual(['confirm']);
    expect(validateNewPassword('', '')?.fields).toEqual(['password', 'confirm']);
  });

  it(`needs at least ${PASSWORD_MIN_LENGTH} characters (our rule, not the spec's 6)`, () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(validateNewPassword(short, short)).toEqual({
      message: AUTH_MESSAGES.passwordTooShort,
      fields: ['password'],
    });
    expect(AUTH_MESSAGES.passwordTooShort).toContain(String(PASSWORD_MIN_LENGTH));
    const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    expect(validateNewPassword(long, long)?.message).toBe(AUTH_MESSAGES.passwordTooLong);
  });

  it('needs the two to match', () => {
    expect(validateNewPassword(ok, `${ok}y`)).toEqual({
      message: AUTH_MESSAGES.passwordsDoNotMatch,
      fields: ['confirm'],
    });
    expect(validateNewPassword(` ${ok}`, ok)).toBeNull();
  });
});

describe('fieldErrors', () => {
  it('puts the message on the first field and marks the others', () => {
    expect(fieldErrors({ message: 'M', fields: ['email', 'password'] })).toEqual({
      email: 'M',
      password: true,
    });
    expect(fieldErrors(null)).toEqual({});
  });
});
