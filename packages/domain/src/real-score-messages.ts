import type { TargetScale } from './readiness/target';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const onScale = (scale: Pick<TargetScale, 'unit'>, value: number) =>
  scale.unit === 'percent' ? `${value}%` : String(value);

/**
 * Texts of the real score a student reports after their exam, and of the admin's calibration
 * table (issue 26, decision 0043).
 */
export const REAL_SCORE_MESSAGES = {
  // The dashboard's form.
  heading: 'How did your exam go?',
  intro:
    'Tell us the score you got on the day. We compare it with the estimate we showed you, ' +
    'to check how well our estimates match real results.',
  formLabel: (label: string) => `Your real score: ${label}`,
  scopeLabel: 'Which test',
  scoreLabel: (scale: Pick<TargetScale, 'name' | 'unit' | 'min' | 'max'>) =>
    `Your score (${scale.name}, ${onScale(scale, scale.min)} to ${onScale(scale, scale.max)})`,
  consentLabel:
    'I agree that my score may be stored with the estimate we showed me and used, without my ' +
    'name or e-mail address, to check and improve the estimates.',
  consentNote:
    'Without your consent we do not store your score at all: it would be used for nothing else.',
  submit: 'Send my score',
  saved: 'Thank you: your score is stored with our estimate.',
  failed: 'Could not send your score. Please try again.',
  reported: (score: string, date: string) => `You reported ${score} on ${date}.`,
  reportedPredicted: (range: string, mostLikely: string) =>
    `Our estimate then was ${range}, most likely ${mostLikely}.`,
  replaceNote: 'Sending a score again replaces the one you reported for this test.',

  // Refusals (the api's and the form's).
  consentRequired:
    'Your score was not stored: we keep a reported score only with your consent to use it, ' +
    'without your name, to check our estimates.',
  noExamDate: 'Set your exam date first: a real score can be reported from that day on.',
  examNotYet: (date: string) => `You can report your real score from your exam date (${date}) on.`,
  scoreOutOfRange: (scale: Pick<TargetScale, 'name' | 'unit' | 'min' | 'max'>) =>
    scale.unit === 'percent'
      ? `Enter your ${scale.name} as a percent from ${scale.min} to ${scale.max}, to one decimal place at most.`
      : `Enter your ${scale.name} as a whole number from ${scale.min} to ${scale.max}.`,
  noEstimate:
    'We had no estimate for this test to compare your score with (it needs enough answers first), so it was not stored.',
  scoreRequired: 'Enter your score.',

  // The admin panel.
  adminTitle: 'Estimates against real scores',
  adminIntro:
    'Scores students reported after their exam, with their consent, grouped by the score we ' +
    'had estimated for them (the estimate stored at their last visit before reporting). In a ' +
    'calibrated model each row’s mean real score is close to its mean estimate.',
  adminEmpty: 'No real scores have been reported yet.',
  adminExam: (examName: string, n: number) => `${examName}: ${n} ${plural(n, 'report', 'reports')}`,
  columnBin: 'Estimated score',
  columnCount: 'Reports',
  columnPredicted: 'Mean estimate',
  columnReal: 'Mean real score',
  columnReached: 'Reached their mark',
  reachedShare: (reached: number, withMark: number) =>
    withMark === 0 ? '—' : `${reached} of ${withMark} (${Math.round((100 * reached) / withMark)}%)`,
  tableCaption: (examName: string) => `${examName}: estimated against real scores`,
  plotSummary: (examName: string) =>
    `${examName}: mean real score against mean estimate per group; points on the diagonal are calibrated. The table below gives the same figures.`,
  plotX: 'Mean estimate',
  plotY: 'Mean real score',
  markNote:
    'A mark is the exam’s pass mark where it publishes one, else the target the student had set.',
  loadFailed: 'Could not load the calibration table',
} as const;
