import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';

/** Texts of spec §5 and §8 for accounts, plus the server's own (decision 0003). */
export const AUTH_MESSAGES = {
  // Spec §5 validation.
  emailAndPasswordRequired: 'Email and password are required',
  firstNameRequired: 'First name is required for registration',
  emailRequired: 'Please enter your email address',
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  // Our stricter password rules.
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordTooCommon:
    'This password is too common and easy to guess. Please choose a less predictable one.',
  passwordSameAsCurrent: 'Your new password must be different from your current password',
  invalidEmail: 'Please enter a valid email address',
  nameTooLong: 'Names must be at most 80 characters long',
  // Server answers.
  invalidCredentials: 'Invalid email or password',
  accountProtected:
    'This account is protected after many failed sign-ins from elsewhere. If it is yours, we have e-mailed you a link that lets you sign in from this browser; a browser you signed in on before still works.',
  accountUnlocked: 'This browser can sign in to your account again.',
  unlockLinkInvalid: 'This unlock link is invalid or has expired.',
  emailTaken:
    'An account with this email already exists. Sign in instead, or reset your password if you forgot it.',
  signedOut: 'You have been signed out',
  notSignedIn: 'You are not signed in. Please sign in to continue.',
  adminOnly: 'This area is for administrators only',
  resetLinkSent:
    "If an account exists for that email, we've sent a link to reset your password. It works for 1 hour.",
  resetLinkInvalid: 'This reset link is invalid or expired.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
  currentPasswordWrong: 'Your current password is incorrect',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  profileSaved: 'Your profile has been saved',
  profileNothingToChange: 'Send a first name, a last name or both to change.',
  otherSessionsEnded: 'You have been signed out on all other devices',
  demoAccountLocked: "The demo account is shared, so its name and password can't be changed.",
  originRejected: 'This request was refused because it did not come from this site.',
  jsonRequired: 'Send this request as JSON (Content-Type: application/json).',
  // Spec §8 client texts.
  registrationErrorTitle: 'Registration Error',
  loginFailed: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  connectionErrorTitle: 'Connection Error',
  demoLoginFailed: 'Demo login failed. Please try again.',
  forgotFailed: 'Failed to send reset link',
  forgotNetworkFailed: 'Failed to send reset link. Please try again.',
  resetFailed: 'Failed to reset password',
  resetNetworkFailed: 'Failed to reset password. Please try again.',
  invalidResetLinkTitle: 'Invalid Reset Link',
  unauthorizedTitle: 'Unauthorized',
  unauthorizedText: 'You are logged out. Logging in again...',
  spamAdvice: 'If you do not see it within a few minutes, check your spam or junk folder.',
  signingIn: 'Signing in...',
  creatingAccount: 'Creating account...',
  // Web client texts of ours (toast titles, settings), shared with the browser journeys.
  /** updateProfileInputSchema's first-name text (schemas/auth.ts still spells it out). */
  firstNameMissing: 'First name is required',
  errorTitle: 'Error',
  resetLinkSentTitle: 'Check your email',
  passwordResetTitle: 'Password updated',
  profileNotSavedTitle: 'Profile not saved',
  passwordNotChangedTitle: 'Password not changed',
  signOutOthersFailedTitle: 'Other devices not signed out',
  signOutFailedTitle: 'Sign out failed',
  signInCheckFailed: "We couldn't check whether you are signed in. Please try again.",
} as const;

/** 'Too many … Please try again in N minutes.' for a 429. */
export function tooManyAttemptsMessage(what: string, minutes: number): string {
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Spec §8: a non-JSON error body. */
export function serverErrorMessage(status: number, text: string): string {
  return `Server error (${status}): ${text}`;
}

/** Spec §8: a network failure. */
export function connectionFailedMessage(message: string): string {
  return `Failed to connect to server: ${message}`;
}

/**
 * The length rule for a password being chosen (already trimmed), as the client checks it
 * before sending; the server's input schema applies the same limits with the same texts.
 */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  return null;
}
