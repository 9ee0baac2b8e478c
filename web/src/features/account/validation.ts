import { AUTH_MESSAGES, passwordLengthProblem } from '@app/domain';
import type { FormIssue as Issue } from '../../lib/form-issue';

export { type FormIssue as Issue, fieldErrors as issueErrors } from '../../lib/form-issue';

export type ProfileValues = { firstName: string; lastName: string };

/** The profile form: a first name is required (names are trimmed, like the server does). */
export function validateProfile(values: ProfileValues): Issue<'firstName'> | null {
  return values.firstName.trim()
    ? null
    : { message: AUTH_MESSAGES.firstNameMissing, fields: ['firstName'] };
}

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export type PasswordChangeValues = Record<PasswordChangeField, string>;

/**
 * The change-password form, with the same rules as the reset screen: all fields filled,
 * PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters, confirmed, and not the current one.
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
): Issue<PasswordChangeField> | null {
  const current = values.currentPassword.trim();
  const next = values.newPassword.trim();
  const confirm = values.confirmPassword.trim();
  const missing: PasswordChangeField[] = [];
  if (!current) missing.push('currentPassword');
  if (!next) missing.push('newPassword');
  if (!confirm) missing.push('confirmPassword');
  if (missing.length > 0) return { message: AUTH_MESSAGES.fillAllFields, fields: missing };
  const length = passwordLengthProblem(next);
  if (length) return { message: length, fields: ['newPassword'] };
  if (next !== confirm) {
    return { message: AUTH_MESSAGES.passwordsDoNotMatch, fields: ['confirmPassword'] };
  }
  if (next === current) {
    return { message: AUTH_MESSAGES.passwordSameAsCurrent, fields: ['newPassword'] };
  }
  return null;
}
