import { restProcedure } from '../../rest-meta';
import { authedProcedure, publicProcedure, router } from '../../trpc';
import { authRest } from './rest-paths';
import * as auth from './service';

export const authRouter = router({
  /** GET /api/auth/user: the signed-in user, 401 when signed out. */
  me: restProcedure(authedProcedure, authRest.me).query(({ ctx }) => ctx.user),
  register: restProcedure(publicProcedure, authRest.register).mutation(({ ctx, input }) =>
    auth.register(ctx, input),
  ),
  login: restProcedure(publicProcedure, authRest.login).mutation(({ ctx, input }) =>
    auth.login(ctx, input),
  ),
  logout: restProcedure(publicProcedure, authRest.logout).mutation(({ ctx }) => auth.logout(ctx)),
  forgotPassword: restProcedure(publicProcedure, authRest.forgotPassword).mutation(
    ({ ctx, input }) => auth.forgotPassword(ctx, input),
  ),
  resetPassword: restProcedure(publicProcedure, authRest.resetPassword).mutation(({ ctx, input }) =>
    auth.resetPassword(ctx, input),
  ),
  updateProfile: restProcedure(authedProcedure, authRest.updateProfile).mutation(({ ctx, input }) =>
    auth.updateProfile(ctx, ctx, input),
  ),
  changePassword: restProcedure(authedProcedure, authRest.changePassword).mutation(
    ({ ctx, input }) => auth.changePassword(ctx, ctx, input),
  ),
  signOutOtherSessions: restProcedure(authedProcedure, authRest.signOutOtherSessions).mutation(
    ({ ctx }) => auth.signOutOtherSessions(ctx, ctx),
  ),
});
