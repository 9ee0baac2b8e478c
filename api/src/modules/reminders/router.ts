import { restProcedure } from '../../rest-meta';
import { authedProcedure, publicProcedure, router } from '../../trpc';
import { remindersRest } from './rest-paths';
import { reminderSettings, setReminderSettings, unsubscribeReminders } from './service';

export const remindersRouter = router({
  settings: restProcedure(authedProcedure, remindersRest.settings).query(({ ctx }) =>
    reminderSettings(ctx.deps, ctx.user.id),
  ),
  setSettings: restProcedure(authedProcedure, remindersRest.setSettings).mutation(
    ({ ctx, input }) => setReminderSettings(ctx.deps, ctx.user, input, ctx.resHeaders),
  ),
  unsubscribe: restProcedure(publicProcedure, remindersRest.unsubscribe).mutation(
    ({ ctx, input }) => unsubscribeReminders(ctx.deps, input.token, ctx.clientIp, ctx.resHeaders),
  ),
});
