/**
 * The study plan as an iCalendar file (RFC 5545, decision 0042): one all-day event per day from
 * today with work in it, each with a UID of its own (the same on every download, so a calendar
 * that imports the file again updates the day rather than adding it twice).
 */
import { BRAND_NAME, STUDY_PLAN_MESSAGES as M, type StudyPlanView } from '@app/domain';

const CRLF = '\r\n';
/** A content line is at most 75 octets, line break excluded (RFC 5545 §3.1). */
const MAX_OCTETS = 75;

/** TEXT values escape backslash, semicolon, comma and new lines (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with one
 * space, never splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ` ${char}`;
      octets = 1 + size;
    } else {
      current += char;
      octets += size;
    }
  }
  out.push(current);
  return out.join(CRLF);
}

const basicDate = (date: string) => date.replaceAll('-', '');
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const stamp = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export type CalendarOptions = {
  /** The host the UIDs are made unique with (the site's). */
  host: string;
  userId: string;
  nowMs: number;
};

/** The plan's days from today on that hold any work, as an iCalendar document. */
export function planCalendar(plan: StudyPlanView, { host, userId, nowMs }: CalendarOptions) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND_NAME}//Study plan//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(M.calendarName(plan.examName))}`,
  ];
  for (const day of plan.days) {
    if (day.when === 'past') continue;
    const simulation = day.simulation && !plan.simulation.done;
    if (!simulation && day.questions === 0 && day.reviews === 0 && !day.diagnostic) continue;
    const summary = simulation
      ? M.eventSimulation(plan.examName)
      : M.eventQuestions(plan.examName, day.questions);
    const description = [
      day.diagnostic ? M.eventDiagnostic(plan.diagnostic.questions) : null,
      ...day.quizzes.map((q) => M.quizLine(q.category, q.count)),
      day.reviews > 0 ? M.eventReviews(day.reviews) : null,
    ]
      .filter(Boolean)
      .join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:study-plan-${plan.examTypeId}-${basicDate(day.date)}-${userId}@${host}`,
      `DTSTAMP:${stamp(nowMs)}`,
      `DTSTART;VALUE=DATE:${basicDate(day.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(day.date))}`,
      `SUMMARY:${escapeText(summary)}`,
      ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
