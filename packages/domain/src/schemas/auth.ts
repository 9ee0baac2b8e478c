import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../auth';
import { AUTH_MESSAGES as M } from '../auth-messages';

/*
 * Inputs of the account procedures. Messages that start with a capital letter are whole
 * sentences and are shown as they are (see api/src/errors.ts).
 * Every value is trimmed (spec §5), passwords included, so what was typed at sign-up and
 * at sign-in always compares the same way (decision 0003).
 */

const requiredEmail = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: M.invalidEmail, abort: true })
    .regex(z.regexes.email, M.invalidEmail);

/** A password being chosen: length rules here, the common-password list on the server. */
const chosenPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort, abort: true })
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

export const newPasswordSchema = chosenPassword(M.fillAllFields);

const name = z.string().trim().max(NAME_MAX_LENGTH, M.nameTooLong);

/** Spec §7 POST /api/auth/login: the form sends the names too, empty. */
export const loginInputSchema = z.object({
  email: requiredEmail(M.emailAndPasswordRequired),
  password: z
    .string({ error: M.emailAndPasswordRequired })
    .trim()
    .min(1, { error: M.emailAndPasswordRequired, abort: true })
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** Spec §7 POST /api/auth/register. */
export const registerInputSchema = z.object({
  email: requiredEmail(M.emailAndPasswordRequired),
  password: chosenPassword(M.emailAndPasswordRequired),
  firstName: z
    .string({ error: M.firstNameRequired })
    .trim()
    .min(1, { error: M.firstNameRequired, abort: true })
    .max(NAME_MAX_LENGTH, M.nameTooLong),
  lastName: name.optional().default(''),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: requiredEmail(M.emailRequired) });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: z
    .string({ error: M.resetLinkInvalid })
    .trim()
    .min(1, { error: M.resetLinkInvalid, abort: true })
    .max(200, M.resetLinkInvalid),
  newPassword: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: M.fillAllFields })
    .trim()
    .min(1, { error: M.fillAllFields, abort: true })
    .max(PASSWORD_MAX_LENGTH, M.currentPasswordWrong),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** A change of name: a field not sent is not changed; a first name sent must not be blank. */
export const updateProfileInputSchema = z
  .object({
    firstName: z
      .string({ error: M.firstNameMissing })
      .trim()
      .min(1, { error: M.firstNameMissing, abort: true })
      .max(NAME_MAX_LENGTH, M.nameTooLong)
      .optional(),
    lastName: name.optional(),
  })
  .refine((input) => input.firstName !== undefined || input.lastName !== undefined, {
    error: M.profileNothingToChange,
  });
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

/** The signed-in user as the site sees it (spec §3). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  isDemo: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Register and login answer the user and a greeting for the welcome toast. */
export const authResultSchema = z.object({ user: userSchema, message: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

/** Forgot, reset, logout and settings answer a message to show. */
export const messageResultSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof messageResultSchema>;

/** Admin: the accounts list (newest first), a page at a time. */
export const userListInputSchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(50),
  offset: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .default(0),
});
export const userListOutputSchema = z.object({
  users: z.array(userSchema.extend({ createdAt: z.string() })),
  total: z.number().int().nonnegative(),
});
export type UserList = z.infer<typeof userListOutputSchema>;
