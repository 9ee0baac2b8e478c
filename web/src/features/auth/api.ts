import type { AuthResult } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../../session/current-user';
import {
  changePassword,
  demoLogin,
  forgotPassword,
  login,
  register,
  resetPassword,
  signOutOtherSessions,
  updateProfile,
} from './auth-calls';

export * from './auth-calls';

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
