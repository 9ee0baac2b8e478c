import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/domain';

/** A client-side validation failure: the text and the fields it is about, first one first. */
export type Issue<Field extends string> = { message: string; fields: Field[] };

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
  if (next.length < PASSWORD_MIN_LENGTH) {
    return { message: AUTH_MESSAGES.passwordTooShort, fields: ['newPassword'] };
  }
  if (next.length > PASSWORD_MAX_LENGTH) {
    return { message: AUTH_MESSAGES.passwordTooLong, fields: ['newPassword'] };
  }
  if (next !== confirm) {
    return { message: AUTH_MESSAGES.passwordsDoNotMatch, fields: ['confirmPassword'] };
  }
  if (next === current) {
    return { message: AUTH_MESSAGES.passwordSameAsCurrent, fields: ['newPassword'] };
  }
  return null;
}

/** Mantine `error` props for an Issue: the message on its first field, a red mark on the rest. */
export function issueErrors<Field extends string>(
  issue: Issue<Field> | null,
): Partial<Record<Field, string | true>> {
  const errors: Partial<Record<Field, string | true>> = {};
  issue?.fields.forEach((field, index) => {
    errors[field] = index === 0 ? issue.message : true;
  });
  return errors;
}
