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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../lib/http';
import { CURRENT_USER_KEY } from './current-user';

export { CURRENT_USER_KEY, currentUserQueryOptions, useCurrentUser } from './current-user';

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

export const logout = () => post<MessageResult>('/api/logout', {});

export const forgotPassword = (input: ForgotPasswordInput) =>
  post<MessageResult>('/api/auth/forgot-password', input);

export const resetPassword = (input: ResetPasswordInput) =>
  post<MessageResult>('/api/auth/reset-password', input);

export const updateProfile = (input: UpdateProfileInput) =>
  fetchJson<User>('/api/auth/user', { method: 'PATCH', json: input });

export const changePassword = (input: ChangePasswordInput) =>
  post<MessageResult>('/api/auth/change-password', input);

export const signOutOtherSessions = () => post<MessageResult>('/api/auth/sign-out-others', {});

/** Sign-in, register and Try Demo: the answer carries the user, so the header updates at once. */
function useSignInMutation<TInput>(call: (input: TInput) => Promise<AuthResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => queryClient.setQueryData(CURRENT_USER_KEY, result.user),
  });
}

export const useLogin = () => useSignInMutation(login);
export const useRegister = () => useSignInMutation(register);
export const useDemoLogin = () => useSignInMutation(demoLogin);

/** The caller leaves the page with a full load (see user-menu), which drops every cache. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The server rotates sessions: read the user again rather than trust the old answer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}

export function useSignOutOthers() {
  return useMutation({ mutationFn: signOutOtherSessions });
}

/**
 * The settings page's three writes as plain async functions, so the account feature needs no
 * import from this one (routes/settings.tsx hands them over).
 */
export function useAccountActions() {
  const profile = useUpdateProfile();
  const password = useChangePassword();
  const others = useSignOutOthers();
  return {
    saveProfile: profile.mutateAsync,
    changePassword: password.mutateAsync,
    signOutOthers: () => others.mutateAsync(),
  };
}
