import {
  type AuthResult,
  type ChangePasswordInput,
  DEMO_ACCOUNT,
  type ForgotPasswordInput,
  type MessageResult,
  type ResetPasswordInput,
  type UpdateProfileInput,
  type User,
} from '@app/domain';
import { fetchJson } from '../../lib/http';

/*
 * The account calls of the documented REST contract (issue 3). Cookies are HttpOnly: the
 * client never sees the session, only the user the server answers. Every write sends JSON
 * (fetchJson sets the Content-Type) and the browser adds the Origin header itself.
 */

export type Credentials = { email: string; password: string };
export type Registration = Credentials & { firstName: string; lastName: string };

const post = <T>(url: string, json: unknown) => fetchJson<T>(url, { method: 'POST', json });

/** Spec §7: the sign-in form sends the names too, empty. */
export const login = ({ email, password }: Credentials) =>
  post<AuthResult>('/api/auth/login', { email, password, firstName: '', lastName: '' });

export const register = (input: Registration) => post<AuthResult>('/api/auth/register', input);

/** Try Demo: the shared demo account's fixed credentials (spec §6, §7). */
export const demoLogin = () =>
  login({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });

export const forgotPassword = (input: ForgotPasswordInput) =>
  post<MessageResult>('/api/auth/forgot-password', input);

export const resetPassword = (input: ResetPasswordInput) =>
  post<MessageResult>('/api/auth/reset-password', input);

export const updateProfile = (input: UpdateProfileInput) =>
  fetchJson<User>('/api/auth/user', { method: 'PATCH', json: input });

export const changePassword = (input: ChangePasswordInput) =>
  post<MessageResult>('/api/auth/change-password', input);

export const signOutOtherSessions = () => post<MessageResult>('/api/auth/sign-out-others', {});
