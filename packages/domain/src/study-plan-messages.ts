import { DIAGNOSTIC_QUESTIONS } from './readiness/diagnostic';
import {
  PLAN_MAX_DAYS,
  PLAN_MAX_QUESTIONS_PER_DAY,
  PLAN_QUESTIONS_PER_DAY,
} from './readiness/study-plan';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const questions = (n: number) => `${n} ${plural(n, 'question', 'questions')}`;

/**
 * Texts of the study plan: the diagnostic's offer, today's work, the plan ahead and its
 * calendar file (issue 26, decision 0042).
 */
export const STUDY_PLAN_MESSAGES = {
  heading: 'Your study plan',
  howItIsMade:
    `A plan, not a promise: about ${PLAN_QUESTIONS_PER_DAY} questions a day to your exam ` +
    'date (or to the end of your paid access), one day kept for a full-length simulation. ' +
    'Each day’s questions go to the parts of the exam ranked as in “What to study next”, ' +
    'and the days ahead assume your estimates stay where they are today. It is worked out ' +
    `again from your answers each time: missed questions move to the days left (at most ` +
    `${PLAN_MAX_QUESTIONS_PER_DAY} a day), and parts you improve get fewer.`,
  loadFailed: 'Could not load your study plan',

  // The diagnostic.
  diagnosticTitle: 'Start with a short diagnostic',
  diagnosticText:
    `${DIAGNOSTIC_QUESTIONS} questions from every part of the exam, in proportion to its ` +
    'blueprint, untimed. Your answers count towards your estimate like any others and set the ' +
    'first days of your plan.',
  diagnosticStart: 'Take the diagnostic',
  diagnosticContinue: 'Continue the diagnostic',
  diagnosticSkip: 'Skip the diagnostic',
  diagnosticSkipFailed: 'Could not skip the diagnostic. Please try again.',
  diagnosticInPlan: (n: number) => `Diagnostic: ${questions(n)}`,

  // Today.
  todayHeading: 'Today',
  todayLeft: (n: number) => `${questions(n)} left for today`,
  todayDone: (n: number) => `${questions(n)} answered today`,
  todayAllDone: 'Today’s questions are done. Well done.',
  quizButton: (n: number) => `Start ${questions(n)}`,
  reviewButton: (n: number) => `Review ${n} missed ${plural(n, 'question', 'questions')}`,
  simulationToday: 'A full-length simulation is planned for today.',
  simulationButton: 'Take a full-length simulation',
  simulationDone: 'Full-length simulation taken.',
  noDaysLeft: 'Your plan has ended: the exam day or the end of your paid access has come.',

  // The plan ahead.
  aheadHeading: 'The plan ahead',
  endsBy: (date: string, by: 'exam-date' | 'paid-access' | 'horizon') =>
    by === 'exam-date'
      ? `Your plan runs to ${date}, the day before your exam.`
      : by === 'paid-access'
        ? `Your plan runs to ${date}, the last day of your paid access.`
        : `Your plan shows the next ${PLAN_MAX_DAYS} days, to ${date}.`,
  progress: (done: number, total: number) =>
    `${done} of ${total} planned questions answered so far.`,
  unplaced: (n: number) =>
    `${questions(n)} did not fit in the days left (at most ${PLAN_MAX_QUESTIONS_PER_DAY} a day).`,
  tableCaption: (examName: string) => `${examName}: study plan by day`,
  columnDate: 'Day',
  columnQuestions: 'Questions',
  columnAreas: 'By part of the exam',
  columnReviews: 'Reviews due',
  simulationCell: 'Full-length simulation',
  simulationTakenCell: 'Full-length simulation taken',
  missedCell: 'Missed',
  doneCell: (n: number) => `${n} done`,
  noneCell: '—',
  quizLine: (name: string, n: number) => `${name}: ${n}`,
  todayMark: 'today',
  showAllDays: (n: number) => `Show all ${n} days`,
  showFewerDays: 'Show fewer days',
  calendarLink: 'Download the plan for your calendar (.ics)',

  // The calendar file.
  calendarName: (examName: string) => `${examName} study plan`,
  eventQuestions: (examName: string, n: number) => `${examName}: ${questions(n)}`,
  eventSimulation: (examName: string) => `${examName}: full-length simulation`,
  eventReviews: (n: number) => `Review ${n} missed ${plural(n, 'question', 'questions')}.`,
  eventDiagnostic: (n: number) => `Start with the diagnostic (${questions(n)}).`,
} as const;
