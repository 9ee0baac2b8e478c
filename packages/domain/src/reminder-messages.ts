import { REMINDER_HOUR, type ReminderDays, type ReminderWeekday } from './reminders';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

const WEEKDAY_NAMES: Record<ReminderWeekday, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};

/** A day list in words: 'every day', 'Monday, Wednesday and Friday'. */
function daysInWords(days: ReminderDays): string {
  if (days === 'daily') return 'every day';
  const names = days.map((d) => WEEKDAY_NAMES[d]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** One exam's work today, as the reminder says it. */
export type ReminderWork = {
  examName: string;
  /** The first of "what to study next", or null when nothing is ranked. */
  studyNext: { category: string; section: string; questions: number } | null;
  reviewDue: number;
  /** Days to the exam date, or null without one (or once it has passed). */
  daysLeft: number | null;
};

/**
 * Texts of study reminders (issue 26, decision 0043): the account page's setting, the e-mail,
 * and the unsubscribe page and answers.
 */
export const REMINDER_MESSAGES = {
  weekdayName: (day: ReminderWeekday) => WEEKDAY_NAMES[day],
  daysInWords,

  // Account settings → Study reminders.
  settingsTitle: 'Study reminders',
  settingsIntro:
    `An e-mail at about ${REMINDER_HOUR} am on the days you choose, with today's work from ` +
    'your readiness estimates (what to study next and the reviews due) and a link to your ' +
    'dashboard. At most one a day; every e-mail has a link to stop them.',
  enabledLabel: 'Send me study reminders',
  frequencyLabel: 'When',
  daily: 'Every day',
  chosenDays: 'On these days',
  daysLabel: 'Days',
  noDayChosen: 'Choose at least one day, or every day.',
  timeZoneNote: (zone: string) => `Times are in your time zone (${zone}).`,
  save: 'Save reminders',
  saved: 'Study reminders saved',
  saveFailed: 'Could not save your study reminders. Please try again.',
  invalidTimeZone: 'Your time zone was not recognised. Please reload the page and try again.',
  statusOn: (days: ReminderDays) => `Reminders are on: ${daysInWords(days)}.`,
  statusOff: 'Reminders are off.',

  // The e-mail.
  subject: 'Your study for today',
  intro: "Today's work, from your readiness estimates:",
  workLine: (work: ReminderWork) => {
    const parts: string[] = [];
    if (work.studyNext) {
      const { category, section, questions } = work.studyNext;
      const where = section && section !== category ? `${category} (${section})` : category;
      parts.push(`${questions} ${plural(questions, 'question', 'questions')} on ${where}`);
    }
    if (work.reviewDue > 0) {
      parts.push(
        `${work.reviewDue} missed ${plural(work.reviewDue, 'question', 'questions')} due for review`,
      );
    }
    const work_ = parts.length ? parts.join(', then ') : 'a practice test to keep your level';
    const when =
      work.daysLeft === null
        ? ''
        : work.daysLeft === 0
          ? ' Your exam is today: good luck!'
          : ` Your exam is in ${work.daysLeft} ${plural(work.daysLeft, 'day', 'days')}.`;
    return `${work.examName}: ${work_}.${when}`;
  },
  moreExams: (n: number) => `…and ${n} more ${plural(n, 'exam', 'exams')} on your dashboard.`,
  openDashboard: 'Open your dashboard',
  why: (days: ReminderDays) =>
    `You get this e-mail because you turned on study reminders (${daysInWords(days)}).`,
  stopLink: 'Stop study reminders',
  changeLink: 'Change the days in your account settings',

  // Unsubscribing (the e-mail's link, signed out).
  unsubscribeTitle: 'Stop study reminders',
  unsubscribeIntro: 'Press the button to stop the study reminder e-mails at this address.',
  unsubscribeButton: 'Stop reminders',
  unsubscribeMissingTitle: 'This link is incomplete',
  unsubscribeMissing:
    'The link has no code. Open the link at the bottom of one of our reminder e-mails again, or copy the whole address into your browser.',
  unsubscribedTitle: 'Reminders stopped',
  unsubscribed:
    "You won't get any more study reminders. You can turn them back on in your account settings.",
  linkInvalid: 'This link to stop reminders is invalid. Please use the link in your latest e-mail.',
  network: 'Could not reach the server. Check your connection and try again.',
  failed: 'Could not stop your reminders right now. Please try again later.',
} as const;
