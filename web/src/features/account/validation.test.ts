import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { issueErrors, validatePasswordChange, validateProfile } from './validation';

describe('validateProfile', () => {
  it('needs a first name', () => {
    expect(validateProfile({ firstName: ' ', lastName: 'Lee' })).toEqual({
      message: AUTH_MESSAGES.firstNameMissing,
      fields: ['firstName'],
    });
    expect(validateProfile({ firstName: 'Sam', lastName: '' })).toBeNull();
  });
});

describe('validatePasswordChange', () => {
  const next = 'y'.repeat(PASSWORD_MIN_LENGTH);
  const values = { currentPassword: 'old-password', newPassword: next, confirmPassword: next };

  it('needs all three fields', () => {
    expect(validatePasswordChange({ ...values, currentPassword: '' })).toEqual({
      message: AUTH_MESSAGES.fillAllFields,
      fields: ['currentPassword'],
    });
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: ' ', confirmPassword: '' })
        ?.fields,
    ).toEqual(['currentPassword', 'newPassword', 'confirmPassword']);
  });

  it('applies the length rules, the match, and refuses the current password', () => {
    const short = 'y'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(
      validatePasswordChange({ ...values, newPassword: short, confirmPassword: short })?.message,
    ).toBe(AUTH_MESSAGES.passwordTooShort);
    const long = 'y'.repeat(PASSWORD_MAX_LENGTH + 1);
    expect(
      validatePasswordChange({ ...values, newPassword: long, confirmPassword: long })?.message,
    ).toBe(AUTH_MESSAGES.passwordTooLong);
    expect(validatePasswordChange({ ...values, confirmPassword: `${next}z` })).toEqual({
      message: AUTH_MESSAGES.passwordsDoNotMatch,
      fields: ['confirmPassword'],
    });
    expect(
      validatePasswordChange({ currentPassword: next, newPassword: next, confirmPassword: next })
        ?.message,
    ).toBe(AUTH_MESSAGES.passwordSameAsCurrent);
    expect(validatePasswordChange(values)).toBeNull();
  });

  it('marks every field of an issue, the message on the first', () => {
    expect(issueErrors({ message: 'M', fields: ['newPassword', 'confirmPassword'] })).toEqual({
      newPassword: 'M',
      confirmPassword: true,
    });
  });
});
