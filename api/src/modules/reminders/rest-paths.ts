import {
  messageResultSchema,
  reminderSettingsSchema,
  reminderUnsubscribeInputSchema,
  setReminderSettingsInputSchema,
} from '@app/domain';
import { declareRest } from '../../rest-meta';

/** The REST paths of the reminders procedures (router.ts applies each with restProcedure). */
export const remindersRest = declareRest('reminders', {
  settings: {
    method: 'GET',
    path: '/reminders',
    summary: 'The student’s study reminder setting (off by default).',
    access: 'user',
    tags: ['reminders'],
    output: reminderSettingsSchema,
  },
  setSettings: {
    method: 'PATCH',
    path: '/reminders',
    summary:
      'Turn study reminders on or off: days ("daily" or weekdays) and the IANA time zone they are judged in. At most one e-mail a day (decision 0043).',
    access: 'user',
    tags: ['reminders'],
    input: setReminderSettingsInputSchema,
    output: reminderSettingsSchema,
  },
  unsubscribe: {
    method: 'POST',
    path: '/reminders/unsubscribe',
    summary:
      'Stop study reminders with the signed token of an e-mail’s link (works signed out; 400 for a token we did not sign).',
    access: 'public',
    tags: ['reminders'],
    input: reminderUnsubscribeInputSchema,
    output: messageResultSchema,
  },
});
