import { REMINDER_MESSAGES as M, type ReminderDays, type ReminderWork } from '@app/domain';
import type { MailMessage } from '../mailer';
import { emailLayout, escapeHtml, SIGN_OFF } from './html';

/** Lines of work shown; further exams are counted (the dashboard has them all). */
export const REMINDER_EXAMS_SHOWN = 2;

/**
 * A study reminder (decision 0043): today's work per paid exam in a line, a link to the
 * dashboard, why it came, and a one-click way to stop (RFC 8058 headers and a link).
 */
export function studyReminderEmail(input: {
  to: string;
  work: readonly ReminderWork[];
  days: ReminderDays;
  dashboardUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const shown = input.work.slice(0, REMINDER_EXAMS_SHOWN);
  const more = input.work.length - shown.length;
  const lines = shown.map((w) => M.workLine(w));
  if (more > 0) lines.push(M.moreExams(more));
  const text = [
    M.intro,
    '',
    ...lines,
    '',
    `${M.openDashboard}: ${input.dashboardUrl}`,
    '',
    M.why(input.days),
    `${M.stopLink}: ${input.unsubscribeUrl}`,
    `${M.changeLink}: ${input.settingsUrl}`,
    '',
    SIGN_OFF,
  ].join('\n');
  const html = emailLayout(
    M.subject,
    `<p>${escapeHtml(M.intro)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(input.dashboardUrl)}" style="display:inline-block;padding:10px 18px;background:#1c4fd8;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(M.openDashboard)}</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(M.why(input.days))}<br>
<a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(M.stopLink)}</a> · <a href="${escapeHtml(input.settingsUrl)}">${escapeHtml(M.changeLink)}</a></p>
<p>${escapeHtml(SIGN_OFF)}</p>`,
  );
  return {
    to: input.to,
    subject: M.subject,
    text,
    html,
    listUnsubscribe: input.unsubscribeUrl,
    listUnsubscribePost: true,
    outboxNote: `stop reminders: ${input.unsubscribeUrl}`,
  };
}
