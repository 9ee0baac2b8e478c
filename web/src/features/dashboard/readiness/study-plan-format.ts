import type { PlanQuizView } from '@app/domain';

/** A plan day as the table shows it: 'Mon 3 Mar' (the date is the student's own, read as is). */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A quiz's name: its category, with the section where it narrows it (ACCUPLACER's Arithmetic). */
export function quizName(quiz: PlanQuizView): string {
  return quiz.quizSection ? `${quiz.category} · ${quiz.section}` : quiz.category;
}

/** The device's time zone, as minutes east of UTC (what the plan's days are read in). */
export function deviceUtcOffset(now: Date = new Date()): number {
  return -now.getTimezoneOffset() || 0;
}
