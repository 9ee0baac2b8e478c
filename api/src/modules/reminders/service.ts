import {
  AUTH_MESSAGES,
  daysUntil,
  formatReminderDays,
  localParts,
  REMINDER_MESSAGES as M,
  type MessageResult,
  nextReminderAt,
  parseReminderDays,
  REMINDER_HOUR,
  REMINDER_LAST_HOUR,
  REMINDER_WEEKDAYS,
  type ReminderDays,
  type ReminderSettings,
  type ReminderWeekday,
  type ReminderWork,
  type User,
} from '@app/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { enforceLimit } from '../../lib/rate-limit';
import { studyReminderEmail } from '../../mail/templates/study-reminder';
import { readinessOverview } from '../readiness/service';
import { claimReminder, dueReminders, reminderOf, saveReminder, turnOff } from './repo';
import { reminderToken, verifyReminderToken } from './token';

/** The web page of the e-mail's link; also the RFC 8058 one-click POST address. */
export const REMINDER_UNSUBSCRIBE_PATH = '/reminders/unsubscribe';

const DEFAULT_ZONE = 'UTC';

/** A student's reminder setting; off (every day, when turned on) until they choose. */
export async function reminderSettings(deps: AppDeps, userId: string): Promise<ReminderSettings> {
  const row = await reminderOf(deps.db, userId);
  if (!row) return { enabled: false, days: 'daily', timeZone: DEFAULT_ZONE };
  const days = parseReminderDays(row.days);
  return {
    enabled: row.enabled === 1,
    days: days === 'daily' || days.length ? (days as ReminderSettings['days']) : 'daily',
    timeZone: row.time_zone,
  };
}

/**
 * Turns reminders on or off and sets their days and time zone. The next one is due at
 * REMINDER_HOUR local time on the next chosen day without one (today, if it is a chosen day,
 * before REMINDER_LAST_HOUR and none was sent today). The shared demo account cannot.
 */
export async function setReminderSettings(
  deps: AppDeps,
  user: User,
  input: { enabled: boolean; days: ReminderDays; timeZone: string },
  resHeaders?: Headers,
): Promise<ReminderSettings> {
  if (user.isDemo) {
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.demoAccountLocked, {
      appCode: 'DEMO_ACCOUNT_RESTRICTED',
    });
  }
  const now = deps.clock.now();
  await enforceLimit(
    deps.db,
    'reminderWritesPerUser',
    user.id,
    'changes to your study reminders',
    now,
    resHeaders,
  );
  const before = await reminderOf(deps.db, user.id);
  const next = input.enabled
    ? nextReminderAt(input.days, input.timeZone, now, before?.last_sent_on ?? null)
    : null;
  await saveReminder(deps.db, {
    user_id: user.id,
    enabled: input.enabled ? 1 : 0,
    days: formatReminderDays(input.days),
    time_zone: input.timeZone,
    next_send_at: next === null ? null : isoAt(next),
    last_sent_on: before?.last_sent_on ?? null,
    updated_at: isoAt(now),
  });
  return reminderSettings(deps, user.id);
}

/**
 * The e-mail's link, signed out: a token signed for one student turns their reminders off
 * (again harmlessly). A token we did not sign is a 400 with the catalogue's sentence.
 */
export async function unsubscribeReminders(
  deps: AppDeps,
  token: string,
  clientIp: string,
  resHeaders?: Headers,
): Promise<MessageResult> {
  await enforceLimit(
    deps.db,
    'unsubscribePerIp',
    clientIp,
    'unsubscribe attempts from your network',
    deps.clock.now(),
    resHeaders,
  );
  const userId = verifyReminderToken(deps.config.cms.secret, token);
  if (!userId) throw new AppError('BAD_REQUEST', M.linkInvalid);
  await turnOff(deps.db, userId, isoAt(deps.clock.now()));
  return { message: M.unsubscribed };
}

export function unsubscribeUrl(deps: Pick<AppDeps, 'config'>, userId: string): string {
  const token = reminderToken(deps.config.cms.secret, userId);
  return `${deps.config.publicUrl}${REMINDER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** Today's work per paid exam, from what the readiness api computes (decision 0039). */
async function todaysWork(deps: AppDeps, userId: string, isAdmin: boolean, today: string) {
  const exams = await readinessOverview(deps, { id: userId, isAdmin });
  return exams.map(
    (r): ReminderWork => ({
      examName: r.examName,
      studyNext: r.studyNext[0]
        ? {
            category: r.studyNext[0].category,
            section: r.studyNext[0].section,
            questions: r.studyNext[0].quiz.count,
          }
        : null,
      reviewDue: r.reviewDue,
      daysLeft:
        r.target.examDate && r.target.examDate >= today
          ? daysUntil(r.target.examDate, today)
          : null,
    }),
  );
}

/** Reminders looked at per run; the job runs often, so a backlog drains in a few runs. */
export const REMINDERS_PER_RUN = 50;

/**
 * Sends the reminders due now (at most `limit`): for each, one transaction that moves the
 * reminder to its next time with a conditional update and, only if that update won, queues
 * the e-mail in the outbox. A second node reading the same row loses the update and sends
 * nothing; the local date sent is recorded, so a day never gets two. A student with no paid
 * exam gets no e-mail (there is no work to say), and a day whose evening has come is skipped.
 */
export async function sendDueReminders(
  deps: AppDeps,
  limit = REMINDERS_PER_RUN,
): Promise<{ sent: number; skipped: number }> {
  const now = deps.clock.now();
  const due = await dueReminders(deps.db, isoAt(now), limit);
  let sent = 0;
  let skipped = 0;
  for (const row of due) {
    const dueAt = row.next_send_at as string;
    const days = parseReminderDays(row.days);
    const local = localParts(now, row.time_zone);
    const chosen =
      days === 'daily' || days.includes(REMINDER_WEEKDAYS[local.weekday] as ReminderWeekday);
    const sendToday =
      chosen &&
      row.last_sent_on !== local.date &&
      local.hour >= REMINDER_HOUR &&
      local.hour < REMINDER_LAST_HOUR;
    const work = sendToday
      ? await todaysWork(deps, row.user_id, row.is_admin === 1, local.date)
      : [];
    const sending = sendToday && work.length > 0;
    const after = sendToday ? local.date : row.last_sent_on;
    const next = nextReminderAt(days, row.time_zone, now, after);
    const nextIso = next === null || next <= now ? null : isoAt(next);
    const claimed = await deps.db.transaction().execute(async (trx) => {
      const won = await claimReminder(trx, row.user_id, dueAt, {
        nextSendAt: nextIso,
        sentOn: sending ? local.date : null,
        nowIso: isoAt(now),
      });
      if (won && sending) {
        await deps.mailer.queue(
          trx,
          studyReminderEmail({
            to: row.email,
            work,
            days,
            dashboardUrl: `${deps.config.publicUrl}/`,
            settingsUrl: `${deps.config.publicUrl}/settings#reminders`,
            unsubscribeUrl: unsubscribeUrl(deps, row.user_id),
          }),
        );
      }
      return won;
    });
    if (claimed && sending) sent++;
    else skipped++;
  }
  if (sent) deps.mailer.wake();
  return { sent, skipped };
}
