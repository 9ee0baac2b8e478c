import { AUTH_MESSAGES, passwordLengthProblem } from '@app/domain';
import type { FormIssue } from '../../lib/form-issue';

export { type FormIssue, fieldErrors } from '../../lib/form-issue';

export type AuthMode = 'signIn' | 'register';
export type AuthField = 'email' | 'password' | 'firstName' | 'lastName';
export type AuthValues = Record<AuthField, string>;

/** Spec §5: values are trimmed before they are checked and sent. */
export function trimAuthValues(values: AuthValues): AuthValues {
  return {
    email: values.email.trim(),
    password: values.password.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
}

/**
 * Spec §5 exactly: e-mail and password non-empty after trim; creating an account also needs a
 * first name. Everything else (format, length, common passwords) is the server's answer.
 */
export function validateAuthForm(mode: AuthMode, raw: AuthValues): FormIssue<AuthField> | null {
  const values = trimAuthValues(raw);
  const missing: AuthField[] = [];
  if (!values.email) missing.push('email');
  if (!values.password) missing.push('password');
  if (missing.length > 0)
    return { message: AUTH_MESSAGES.emailAndPasswordRequired, fields: missing };
  if (mode === 'register' && !values.firstName) {
    return { message: AUTH_MESSAGES.firstNameRequired, fields: ['firstName'] };
  }
  return null;
}

/** Spec §5 forgot-password dialog. */
export function validateForgotEmail(email: string): FormIssue<'email'> | null {
  return email.trim() ? null : { message: AUTH_MESSAGES.emailRequired, fields: ['email'] };
}

export type NewPasswordField = 'password' | 'confirm';

/**
 * Spec §5 reset screen, with our length rule (PASSWORD_MIN_LENGTH, not the spec's 6): both
 * fields filled, long enough, not too long, and the same. Passwords are trimmed like the
 * server does (decision 0003).
 */
export function validateNewPassword(
  password: string,
  confirm: string,
): FormIssue<NewPasswordField> | null {
  const next = password.trim();
  const again = confirm.trim();
  const missing: NewPasswordField[] = [];
  if (!next) missing.push('password');
  if (!again) missing.push('confirm');
  if (missing.length > 0) return { message: AUTH_MESSAGES.fillAllFields, fields: missing };
  const length = passwordLengthProblem(next);
  if (length) return { message: length, fields: ['password'] };
  if (next !== again) return { message: AUTH_MESSAGES.passwordsDoNotMatch, fields: ['confirm'] };
  return null;
}
