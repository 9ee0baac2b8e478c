import { MIN_ANSWERS_FOR_ESTIMATE } from './readiness/ability';
import { MIN_PEERS_FOR_PERCENTILE } from './readiness/peers';
import type { ExamScale } from './readiness/scales';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const MAX_YEARS = 2;

/**
 * Texts of the dashboard's readiness view and of the target form (issue 26, decision 0039).
 * The model's own sentences (how an estimate is made, what a range means) are
 * READINESS_MESSAGES; each scale's assumption is EXAM_SCALES[…].assumption.
 */
export const READINESS_VIEW_MESSAGES = {
  sectionTitle: 'Am I ready?',
  sectionIntro:
    'For each exam you have paid for: the score your answers point to today, what to study ' +
    'next, and your exam date and target.',
  examTitle: (examName: string) => `${examName}: readiness`,
  loadFailed: 'Could not load your readiness estimates',
  subscriptionRequired: 'Readiness estimates come with premium access to the exam.',

  // Below the minimum.
  needsAnswersTitle: 'Not enough answers yet',
  answersSoFar: (answers: number) =>
    `${answers} of ${MIN_ANSWERS_FOR_ESTIMATE} answers needed for an estimate`,
  practiseNow: 'Practise now',
  scopeNeedsAnswers: (needed: number) =>
    `${needed} more ${plural(needed, 'answer', 'answers')} needed`,

  // The estimate.
  estimateHeading: 'Estimated score',
  /** A range on the scale: '68–79%' or '139–152'. */
  range: (low: number, high: number, unit: ExamScale['unit']) =>
    unit === 'percent' ? `${low}–${high}%` : `${low}–${high}`,
  score: (value: number, unit: ExamScale['unit']) =>
    unit === 'percent' ? `${value}%` : String(value),
  mostLikely: (value: string) => `most likely ${value}`,
  yourTarget: (value: string) => `Your target: ${value}`,
  passMarkTarget: (value: string) => `Your target: the pass mark, ${value}`,
  passMarkDefault: (value: string) => `Compared with the pass mark: ${value}`,
  chance: (percent: number) => `Chance of reaching it on one sitting: ${percent}%`,
  noTarget: 'Set a target below to see your chance of reaching it.',
  answersCounted: (answers: number) =>
    `From your first answer to each of ${answers} ${plural(answers, 'question', 'questions')}.`,
  labelDifficulties:
    'For now each question counts as hard as its label says (easy, medium or hard); these ' +
    'difficulties are re-estimated from students’ answers as they come in.',
  bySection: 'By section',
  chartSummary: (examName: string, rows: readonly string[]) =>
    `${examName}, estimated score by section: ${rows.join('; ')}.`,
  chartRow: (label: string, range: string, target: string | null) =>
    target ? `${label} ${range} (target ${target})` : `${label} ${range}`,
  legendRange: '80% range',
  legendMostLikely: 'most likely',
  legendTarget: (value: string) => `target ${value}`,
  scaleSpan: (min: string, max: string) => `Scale ${min} to ${max}`,
  tableToggle: 'Show these figures as a table',
  tableCaption: (examName: string) => `${examName}: estimated score by section`,
  columnSection: 'Section',
  columnRange: 'Estimate (80% range)',
  columnMostLikely: 'Most likely',
  columnChance: 'Chance of target',
  columnAnswers: 'Answers',
  notApplicable: '—',
  overallLabel: 'Whole exam',

  // Peers.
  peersHeading: 'Among other students',
  peersPercentile: (percentile: number, students: number) =>
    `Your estimate is above that of about ${percentile}% of the ${students - 1} other students ` +
    'of this exam who have one.',
  peersHidden: (students: number) =>
    `Shown once ${MIN_PEERS_FOR_PERCENTILE} students of this exam have an estimate ` +
    `(${students} so far): with fewer, a percentile would say little.`,

  // What to study next.
  studyNextHeading: 'What to study next',
  studyNextIntro:
    'Ranked by how much of the exam each part makes up, how far your estimate there is below ' +
    'your target, and how uncertain it still is. Each quiz starts with questions you have not ' +
    'seen, then ones you missed.',
  studyNextShare: (percent: number) => `${percent}% of the exam`,
  studyNextEstimate: (expected: number, target: number | null) =>
    target === null
      ? `estimated ${expected}% here`
      : `estimated ${expected}% here, target ${target}%`,
  studyNextAnswers: (answers: number) =>
    answers === 0 ? 'not tried yet' : `${answers} ${plural(answers, 'answer', 'answers')} so far`,
  studyNextQuiz: (questions: number) => `Practise ${questions} questions`,
  reviewDue: (n: number) => `Review ${n} missed ${plural(n, 'question', 'questions')} due today`,
  noReviewDue: 'No missed questions are due for review today.',

  // The target form.
  targetHeading: 'Your exam date and target',
  examDateLabel: 'Exam date',
  examDateHint: 'Optional. The day you sit the exam.',
  examDateIn: (days: number) =>
    days === 0 ? 'Your exam is today.' : `Your exam is in ${days} ${plural(days, 'day', 'days')}.`,
  examDatePassed: 'Your exam date has passed.',
  targetKindLabel: 'Target',
  targetNone: 'No target yet',
  targetPassMark: (passMark: number, unit: ExamScale['unit']) =>
    `The exam’s pass mark (${unit === 'percent' ? `${passMark}%` : passMark})`,
  targetScore: 'The score my school or college requires',
  scoreLabel: (scale: Pick<ExamScale, 'unit' | 'min' | 'max'>) =>
    scale.unit === 'percent'
      ? `Target score (percent, ${scale.min}–${scale.max})`
      : `Target score (${scale.min}–${scale.max})`,
  saveTarget: 'Save',
  targetSaved: 'Your exam date and target are saved.',
  targetFailed: 'Could not save your exam date and target. Please try again.',

  // Refusals (the api's codes; the form says the same before sending).
  examDateInvalid: 'Enter the exam date as a date (year, month and day).',
  examDatePast: 'The exam date cannot be in the past.',
  examDateTooFar: `The exam date must be within ${MAX_YEARS} years from today.`,
  noPassMark: (scaleName: string) =>
    `There is no published pass mark on this scale (${scaleName}): enter the score your ` +
    'school or college requires.',
  targetRequired: 'Enter your target score.',
  targetOutOfRange: (scale: Pick<ExamScale, 'unit' | 'min' | 'max'>) =>
    scale.unit === 'points'
      ? `Enter a whole number from ${scale.min} to ${scale.max}.`
      : `Enter a percent from ${scale.min} to ${scale.max}, with at most one decimal.`,
} as const;
