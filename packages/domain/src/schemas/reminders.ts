/** Study reminder procedures' inputs and outputs (issue 26, decision 0043). */
import { z } from 'zod';
import { REMINDER_MESSAGES as M } from '../reminder-messages';
import { isTimeZone, REMINDER_WEEKDAYS } from '../reminders';

export const reminderDaysSchema = z.union([
  z.literal('daily'),
  z.array(z.enum(REMINDER_WEEKDAYS)).min(1, M.noDayChosen).max(7),
]);

export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  days: reminderDaysSchema,
  /** The student's IANA time zone (the browser's), which days and hours are judged in. */
  timeZone: z.string(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const setReminderSettingsInputSchema = reminderSettingsSchema.extend({
  timeZone: z
    .string({ error: M.invalidTimeZone })
    .trim()
    .refine(isTimeZone, { error: M.invalidTimeZone }),
});
export type SetReminderSettingsInput = z.input<typeof setReminderSettingsInputSchema>;

/** POST /api/reminders/unsubscribe: the signed token of the e-mail's link. */
export const reminderUnsubscribeInputSchema = z.object({
  token: z
    .string({ error: M.linkInvalid })
    .trim()
    .min(1, { error: M.linkInvalid, abort: true })
    .max(300, M.linkInvalid),
});
