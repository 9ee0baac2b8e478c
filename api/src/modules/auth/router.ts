import {
  authResultSchema,
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  messageResultSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updateProfileInputSchema,
  userSchema,
} from '@app/domain';
import { z } from 'zod';
import { authedProcedure, publicProcedure, router } from '../../trpc';
import * as auth from './service';

const noInput = z.object({}).strict().optional();

export const authRouter = router({
  /** GET /api/auth/user: the signed-in user, 401 when signed out. */
  me: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/auth/user',
        summary: 'The signed-in user (401 when signed out).',
        access: 'user',
        tags: ['auth'],
      },
    })
    .input(noInput)
    .output(userSchema)
    .query(({ ctx }) => ctx.user),
  register: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/register',
        summary: 'Create an account and sign in.',
        access: 'public',
        tags: ['auth'],
        status: 201,
      },
    })
    .input(registerInputSchema)
    .output(authResultSchema)
    .mutation(({ ctx, input }) => auth.register(ctx, input)),
  login: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/login',
        summary: 'Sign in with e-mail and password (also the demo account).',
        access: 'public',
        tags: ['auth'],
      },
    })
    .input(loginInputSchema)
    .output(authResultSchema)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),
  logout: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/logout',
        summary: 'Sign out (no body needed).',
        access: 'public',
        tags: ['auth'],
      },
    })
    .input(noInput)
    .output(messageResultSchema)
    .mutation(({ ctx }) => auth.logout(ctx)),
  forgotPassword: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/forgot-password',
        summary: 'E-mail a password-reset link.',
        access: 'public',
        tags: ['auth'],
      },
    })
    .input(forgotPasswordInputSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => auth.forgotPassword(ctx, input)),
  resetPassword: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/reset-password',
        summary: 'Set a new password with a reset token.',
        access: 'public',
        tags: ['auth'],
      },
    })
    .input(resetPasswordInputSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => auth.resetPassword(ctx, input)),
  updateProfile: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/auth/user',
        summary: "Update the signed-in user's name.",
        access: 'user',
        tags: ['auth'],
      },
    })
    .input(updateProfileInputSchema)
    .output(userSchema)
    .mutation(({ ctx, input }) => auth.updateProfile(ctx, ctx, input)),
  changePassword: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/change-password',
        summary: 'Change the password (signs out other sessions).',
        access: 'user',
        tags: ['auth'],
      },
    })
    .input(changePasswordInputSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => auth.changePassword(ctx, ctx, input)),
  signOutOtherSessions: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/sign-out-others',
        summary: 'Sign out every other session of this account.',
        access: 'user',
        tags: ['auth'],
      },
    })
    .input(noInput)
    .output(messageResultSchema)
    .mutation(({ ctx }) => auth.signOutOtherSessions(ctx, ctx)),
});
