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
    .input(noInput)
    .output(userSchema)
    .query(({ ctx }) => ctx.user),
  register: publicProcedure
    .input(registerInputSchema)
    .output(authResultSchema)
    .mutation(({ ctx, input }) => auth.register(ctx, input)),
  login: publicProcedure
    .input(loginInputSchema)
    .output(authResultSchema)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),
  logout: publicProcedure
    .input(noInput)
    .output(messageResultSchema)
    .mutation(({ ctx }) => auth.logout(ctx)),
  forgotPassword: publicProcedure
    .input(forgotPasswordInputSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => auth.forgotPassword(ctx, input)),
  resetPassword: publicProcedure
    .input(resetPasswordInputSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => auth.resetPassword(ctx, input)),
  updateProfile: authedProcedure
    .input(updateProfileInputSchema)
    .output(userSchema)
    .mutation(({ ctx, input }) => auth.updateProfile(ctx, ctx, input)),
  changePassword: authedProcedure
    .input(changePasswordInputSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => auth.changePassword(ctx, ctx, input)),
  signOutOtherSessions: authedProcedure
    .input(noInput)
    .output(messageResultSchema)
    .mutation(({ ctx }) => auth.signOutOtherSessions(ctx, ctx)),
});
