import type { CalculatorKind } from './exam-formats';

/** 1.5 → '1.5×', 2 → '2×'. */
const times = (multiplier: number) => `${multiplier}×`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A section's time in words: 55 → '55 minutes', 82.5 → '82 minutes 30 seconds'. */
function minutesInWords(minutes: number): string {
  const whole = Math.floor(minutes);
  const seconds = Math.round((minutes - whole) * 60);
  const m = plural(whole, 'minute', 'minutes');
  return seconds ? `${m} ${plural(seconds, 'second', 'seconds')}` : m;
}

/** The rules of a section as the intro screen words them (a subset of SessionSection). */
type SectionRules = {
  navigation: 'free' | 'forward-only';
  mustAnswer: boolean;
  /** Each next question chosen from the answers so far (decision 0040). */
  adaptive?: boolean;
  calculator: CalculatorKind;
  formulaSheet: boolean;
  highlighter: boolean;
};

/**
 * Texts of the exam screen of a full-length simulation (issue 25): the exam bar, the section
 * intro, review and break screens, forward-only items, the results by section, the on-screen
 * tools and the student's accommodations.
 */
export const SIMULATION_MESSAGES = {
  // The exam bar.
  sectionOf: (number: number, count: number, label: string) =>
    count > 1 ? `Section ${number} of ${count}: ${label}` : label,
  questionOf: (number: number, count: number) => `Question ${number} of ${count}`,
  extendedTime: (multiplier: number) => `Extended time ${times(multiplier)}`,
  sectionClock: 'Section time left',
  untimed: 'Untimed',
  exit: 'Exit test',

  // Section intro.
  introEyebrow: (number: number, count: number) =>
    count > 1 ? `Section ${number} of ${count}` : 'Your test',
  items: (count: number) => plural(count, 'question', 'questions'),
  time: (minutes: number | null, continuesClock: boolean) =>
    continuesClock
      ? 'On the same clock as the part before it'
      : minutes === null
        ? 'No time limit'
        : minutesInWords(minutes),
  timeWithExtension: (multiplier: number) => `(with your extended time, ${times(multiplier)})`,
  clockRunning:
    'The section clock is running: it started when the section opened, as at the test centre.',
  /** A timed section's intro, its clock not started (issue 25; ATI: time starts when you begin). */
  clockStartsOnStart: (limitMinutes: number) =>
    `The section clock starts when you select Start section: reading these instructions takes none of your time. After ${plural(limitMinutes, 'minute', 'minutes')} on this page it starts by itself.`,
  introClock: 'The section starts by itself in',
  /** Before the section time in the exam bar, for screen readers, while it waits on the intro. */
  clockWaiting: 'Section time, not started yet:',
  toolsHeading: 'On-screen tools',
  calculatorName: {
    none: 'No calculator',
    'four-function': 'Four-function calculator',
    scientific: 'Scientific calculator (TI-30XS style)',
  } satisfies Record<CalculatorKind, string>,
  formulaSheetName: 'Formula sheet',
  markingName: 'Highlighter and strike-out of options',
  flagName: 'Flag for review',
  /** The tools a section gives, as a list for its intro. */
  toolsOf: (rules: SectionRules): string[] => [
    SIMULATION_MESSAGES.calculatorName[rules.calculator],
    ...(rules.formulaSheet ? [SIMULATION_MESSAGES.formulaSheetName] : []),
    ...(rules.highlighter ? [SIMULATION_MESSAGES.markingName] : []),
    ...(rules.navigation === 'free' ? [SIMULATION_MESSAGES.flagName] : []),
  ],
  navigationHeading: 'Moving between questions',
  /** The navigation rule in plain words. */
  navigationRule: (rules: Pick<SectionRules, 'navigation' | 'mustAnswer' | 'adaptive'>) =>
    rules.navigation === 'forward-only'
      ? `One question at a time. Once you move on you cannot go back to a question.${
          rules.mustAnswer ? ' Every question must be answered before you move on.' : ''
        }${rules.adaptive ? ` ${SIMULATION_MESSAGES.adaptiveRule}` : ''}`
      : 'Answer the questions in any order and go back to any of them until you close the section or its time runs out. Once closed, the section is locked: you cannot return to it.',
  adaptiveRule:
    'Each question is chosen from your answers so far: a right answer tends to bring a harder question, a wrong one an easier one.',
  startSection: 'Start section',

  // Moving through a section.
  previous: 'Previous',
  next: 'Next',
  reviewSection: 'Review section',
  answerToGoOn: 'Answer this question to go on: this exam requires an answer to every question.',
  noGoingBackNote: 'Once you select Next you cannot come back to this question.',
  refusedTitle: 'Not saved',
  marksNotSaved:
    'Your highlights and strike-outs are not saved yet. Check your connection: they are sent again as soon as it is back.',

  // Section review.
  reviewTitle: (label: string) => `Review: ${label}`,
  reviewCounts: (answered: number, unanswered: number, flagged: number) =>
    `${answered} answered · ${unanswered} not answered · ${flagged} flagged for review`,
  reviewHint: 'Select a question to go back to it.',
  backToQuestions: 'Back to the questions',
  closeSection: 'Close section',
  closeAndFinish: 'Close section and finish the test',
  closeConfirmTitle: 'Close this section?',
  closeConfirmText: 'You cannot return to this section once it is closed.',
  closeConfirmUnanswered: (n: number) =>
    `${plural(n, 'question is', 'questions are')} not answered and will be scored as wrong.`,
  closeConfirm: 'Close the section',
  keepWorking: 'Keep working',
  closeFailed: 'The section was not closed. Check your connection and try again.',

  // Break.
  breakTitle: 'Break',
  breakText: (minutes: number, next: string) =>
    `You may take a break of up to ${minutesInWords(minutes)}. The next section, ${next}, opens when you end the break or when the break is over.`,
  breakClock: 'Break time left',
  endBreak: 'End break',

  // Time.
  sectionTimeUp: 'Time is up for this section: it is closed, and the next part is ready.',
  reconnecting: 'Checking the clock with the server…',

  // Results.
  bySection: 'By section',
  sectionColumn: 'Section',
  correctColumn: 'Correct',
  /** Correct of the section's scored questions. */
  correctOf: (correct: number, scored: number) => `${correct} of ${scored}`,
  unscoredColumn: 'Unscored',
  accuracyColumn: 'Score',
  // Placement estimates of adaptive subtests (decision 0040).
  placementTitle: 'Placement estimates',
  /** One subtest's estimate on the exam's scale, with its 80% range. */
  placementLine: (score: number, low: number, high: number) =>
    `${score} (likely between ${low} and ${high})`,
  placementUnfinished: 'No estimate: the subtest was not finished.',
  placementHow: (scaleName: string) =>
    `These are estimates, made the way an adaptive test scores: after each answer your level was estimated from the questions you answered right and wrong, weighed by how hard each one is, and the next question was chosen near that level. Each estimate is the ${scaleName} your final level would most likely earn on a full-length subtest of our questions.`,
  placementFromLabels:
    'Until enough students have answered them, each question’s difficulty is taken from its easy, medium or hard rating, so the estimates are rougher for now.',
  unscoredNote: (n: number) =>
    `${plural(n, 'unscored question was', 'unscored questions were')} mixed in and left out of your score, as on the real exam.`,

  // Tools (the exam bar, and the tools menu of ordinary practice).
  tools: 'Tools',
  calculator: 'Calculator',
  formulaSheet: 'Formula sheet',
  highlighter: 'Highlighter',
  strikeOut: 'Strike-out',
  toolsHint: 'Switch on the tools the real exam gives you.',

  // Accommodations (account page).
  accommodationsTitle: 'Accommodations',
  accommodationsIntro:
    'If your school or testing body grants you extended time or extra breaks, practise with them: they apply to every clock of every simulation and timed test.',
  extendedTimeLabel: 'Extended time',
  timeOption: (multiplier: number) =>
    multiplier === 1 ? 'Standard time' : `${times(multiplier)} time`,
  extraBreaksLabel: 'Extra breaks',
  extraBreaksHelp:
    'A 10-minute break after every section that has none (lengthened with your extended time).',
  appliesLater: 'Applies to tests you start from now on; a test in progress keeps its clocks.',
  saveAccommodations: 'Save accommodations',
  accommodationsSaved: 'Accommodations saved.',
  accommodationsFailed: 'Your accommodations were not saved. Please try again.',
} as const;
