import { type ItemType, OPTION_LETTERS } from './item-types';
import { BOOKMARKS_MAX_PER_STUDENT } from './practice';
import { PRICE_USD } from './rules';

/** User-facing texts of practice and the dashboard (spec §2, §8, issue 4). */
export const PRACTICE_MESSAGES = {
  // Server errors. The free-limit message contains 'requires' (spec §8: the client keys on it).
  freeLimitReached:
    'More practice on this exam requires premium access: your 3 free questions are used.',
  examNotFound: 'Exam type not found',
  sessionNotFound: 'Test session not found',
  alreadySubmitted: 'This test has already been submitted.',
  timeUp: 'Time is up: this test was submitted automatically with the answers you gave.',
  timeUpTitle: "Time's up",
  questionNotInSession: 'That question is not part of this test.',
  noOptionE: 'That question has four options: answer A, B, C or D.',
  // A response that does not suit its question's type (item-types.ts), by type.
  invalidResponse: {
    single: "Answer with one of the question's option letters, such as B.",
    'multiple-select':
      "Select one or more of the question's option letters, each once, such as ACE.",
    ordered: 'Give every option letter once, in your order from first to last, such as CADB.',
    numeric: 'Enter a number, such as 12, 0.75, 3/4 or 1 1/2.',
  },
  /** A saved answer that does not suit its question, named by its number in the test. */
  invalidResponseAt: (number: number, problem: string) => `Question ${number}: ${problem}`,
  unfinishedTitle: 'You have an unfinished test',
  // Alternate item types on the practice screen.
  checkAnswer: 'Check answer',
  /**
   * The keys of the question on screen: its own letters and digits (A–E and 1–5 on a
   * five-option item), the Move buttons of an ordered item, and ← → everywhere.
   */
  keyboardHint: (type: ItemType, optionCount: number) => {
    const last = OPTION_LETTERS[Math.min(Math.max(optionCount, 1), OPTION_LETTERS.length) - 1];
    const keys = `A–${last} or 1–${optionCount}`;
    const move = '← → previous and next question';
    switch (type) {
      case 'single':
        return `Keyboard: ${keys} choose an answer · ${move}`;
      case 'multiple-select':
        return `Keyboard: ${keys} tick or untick an answer · ${move}`;
      case 'ordered':
        return `Keyboard: Tab to the Move up and Move down buttons to order the steps · ${move}`;
      case 'numeric':
        return `Keyboard: type your answer, Enter saves it · ${move} (outside the box)`;
    }
  },
  confirmOrder: 'Confirm this order',
  orderNotAnswered: 'Not answered yet: move the steps, or confirm the order shown.',
  yourAnswer: 'Your answer',
  numericHint: 'Type a number: whole numbers, decimals and fractions such as 3/4 are accepted.',
  noBookmarks:
    'You have no bookmarked questions for this exam yet. Bookmark questions during a test to practise them here.',
  resumeOrEnd: 'Resume it or end it and start the new one?',
  questionNotFound: 'Question not found',
  bookmarkNotServed: 'You can bookmark a question once it has been part of one of your tests.',
  bookmarkLimitReached: `You have ${BOOKMARKS_MAX_PER_STUDENT} bookmarked questions, the most you can keep. Remove some to bookmark others.`,
  tutorAnswered: 'In tutor mode each question is answered once: its answer is already shown.',
  tutorAnswerRequired: 'Choose an answer: in tutor mode an answer cannot be cleared.',
  notSubmitted: 'This test is still in progress: submit it to see the results.',
  noQuestions: 'There are no questions for these choices yet. Try other categories or difficulty.',
  noReviewDue:
    'No missed questions are due for review right now. Keep practising, and come back when some are due.',
  unknownCategory: (name: string) => `This exam has no category called '${name}'.`,
  unknownSection: (name: string) => `This exam's simulation has no section called '${name}'.`,
  chooseOneSection: (labels: readonly string[]) =>
    `Each part of this exam is a separate test: choose one to simulate (${labels.join(', ')}).`,
  premiumModeOnly:
    'Tutor mode, custom quizzes, reviews and simulations: each requires premium access for this exam.',
  notSectioned: 'Only a full-length simulation has sections and breaks.',
  sectionClosed: 'That section is closed: its answers can no longer be changed.',
  sectionNotOpen: 'That section has not started yet: finish the one you are in first.',
  sectionNotStarted: 'Start the section first: its clock starts when you do.',
  onBreak: 'You are on a break: the next section opens when you end the break or its time is up.',
  notOnBreak: 'There is no break to end right now.',
  noGoingBack: 'This exam shows one question at a time and does not let you go back.',
  answerFirst: 'Answer the question on screen first: this exam shows one question at a time.',
  answerRequired: (numbers: readonly number[]) =>
    `This exam requires an answer to every question: answer ${numbers.length === 1 ? 'question' : 'questions'} ${numbers.join(', ')} before moving on.`,
  simulationShortened: (used: number, planned: number) =>
    `Our bank has ${used} of the ${planned} questions this simulation calls for, so sections are shortened and their time scaled to match.`,

  // Toasts (spec §8: title, then text).
  unauthorizedTitle: 'Unauthorized',
  unauthorizedText: 'You are logged out. Logging in again...',
  subscriptionRequiredTitle: 'Subscription Required',
  subscriptionRequiredText: "You've reached the free question limit. Please subscribe to continue.",
  errorTitle: 'Error',
  startFailed: 'Failed to start test session. Please try again.',
  submitFailed: 'Failed to submit test. Please try again.',
  markNotSaved: 'That change was not saved. Please try again.',
  answerNotSaved: 'Your last answer was not saved yet. Check your connection; we will retry.',

  // Practice screen.
  exitConfirm:
    'Are you sure you want to exit? Your answers are saved: you can resume this test from the dashboard until its time runs out.',
  bookmark: 'Bookmark this question',
  bookmarked: 'Bookmarked',
  moreExplanations: (n: number) =>
    `+${n} more ${n === 1 ? 'explanation' : 'explanations'} available with premium access!`,
  subscriptionRequiredPageText:
    "You've used your 3 free questions for this exam. Subscribe to keep practising with full explanations, timed tests and progress tracking.",
  upgradeButton: `Upgrade to Premium - $${PRICE_USD}`,
  notStarted: 'Not started',
} as const;
