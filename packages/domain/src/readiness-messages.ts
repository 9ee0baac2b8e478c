import {
  ESTIMATE_INTERVAL,
  MIN_ANSWERS_FOR_CATEGORY_ESTIMATE,
  MIN_ANSWERS_FOR_ESTIMATE,
} from './readiness/ability';
import { MIN_ANSWERS_FOR_FIT } from './readiness/calibration';
import type { ReadinessBand } from './readiness/readiness';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const inTen = Math.round(ESTIMATE_INTERVAL * 10);

/**
 * Texts that go with every readiness figure (decision 0036): each says in one sentence how the
 * figure is made and that it is an estimate. A scaled score also shows its scale's assumption
 * (EXAM_SCALES[…].assumption).
 */
export const READINESS_MESSAGES = {
  /** Beside every readiness figure. */
  howItIsMade:
    'This is an estimate: a statistical model (the Rasch model) weighs each of your answers by ' +
    'how hard that question has proved for other students and works out the score you would ' +
    'most likely get on a full-length form of our questions weighted like the real exam.',
  /** Beside the range. */
  rangeMeaning: `There are ${inTen} chances in 10 that the score your level earns on average lies in this range; it narrows as you answer more questions.`,
  /** Beside the chance of reaching a target. */
  chanceMeaning:
    'The chance of reaching your target is an estimate too: it allows for what we do not yet ' +
    'know about your level and for the luck of the questions on the day.',
  /** Beside a category's strength. */
  categoryMeaning:
    'Your level in each category is estimated the same way from your answers in that category alone.',
  needsMoreAnswers: (needed: number) =>
    `Answer ${needed} more ${plural(needed, 'question', 'questions')} to see your estimate: ` +
    `it needs at least ${MIN_ANSWERS_FOR_ESTIMATE} answers to say anything useful.`,
  categoryNeedsMoreAnswers: (needed: number) =>
    `${needed} more ${plural(needed, 'answer', 'answers')} in this category to estimate it ` +
    `(at least ${MIN_ANSWERS_FOR_CATEGORY_ESTIMATE}).`,
  bands: {
    likely: 'Likely to reach it',
    'too-close-to-call': 'Too close to call',
    'not-yet': 'Not likely yet',
  } satisfies Record<ReadinessBand, string>,
  /** A band, said in full: what it is decided by. */
  bandMeaning: (band: ReadinessBand) =>
    band === 'likely'
      ? 'Your whole range is at or above the mark.'
      : band === 'not-yet'
        ? 'Your whole range is below the mark.'
        : 'The mark lies inside your range.',
  // Admin item statistics.
  itemDifficultyMeaning:
    'Estimated difficulty in logits (0 is an average item; +1 is about as much harder as hard ' +
    'is to medium), from students’ answers, starting from the item’s label.',
  itemMisfit:
    'Answers to this question do not follow the pattern the model expects: check its key, its ' +
    'options and its wording.',
  itemMisfitPredictable:
    'Answers to this question are more predictable from ability than the model expects: it may ' +
    'give its answer away or depend on another question.',
  itemFitPending: (answers: number) =>
    `Fit is judged from ${MIN_ANSWERS_FOR_FIT} answers (${answers} so far).`,
} as const;
