import { CUSTOM_QUIZ_MAX_QUESTIONS, CUSTOM_QUIZ_MIN_QUESTIONS } from './dashboard';
import { PLAN_MESSAGES } from './plan-messages';
import { MIN_ANSWERS_TO_RANK_CATEGORY } from './practice';
import { FREE_QUESTIONS_PER_EXAM, SUBSCRIPTION_DAYS } from './rules';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * User-facing texts of the signed-in dashboard (spec §2 '/ Dashboard (signed in)'; the
 * spec's own texts are quoted there). The header's plan badge has its own: plan-messages.ts.
 */
export const DASHBOARD_MESSAGES = {
  pageTitle: 'Dashboard',
  welcome: (firstName: string) =>
    firstName.trim() ? `Welcome back, ${firstName.trim()}` : 'Welcome back',
  welcomeIntro: 'Pick up where you left off, or start a new practice test.',
  /** Before the first practice (dashboard.ts hasPracticed). */
  welcomeNew: (firstName: string) =>
    firstName.trim() ? `Welcome, ${firstName.trim()}` : 'Welcome',
  welcomeNewIntro:
    'Your account is ready. Start with the free practice questions of any exam below.',
  welcomeNewPremiumIntro: 'Your account is ready. Start a practice test of any exam below.',
  averageScore: 'Average score',
  noScoreYet: 'No tests yet',
  testsCompleted: 'Tests completed',
  level: 'Level',

  // Exam cards.
  examsHeading: 'Your Exams',
  premiumBadge: 'PREMIUM',
  limitedBadge: 'LIMITED',
  testDetails: 'Test details',
  detailDuration: 'Duration',
  detailQuestions: 'Questions',
  detailFormat: 'Format',
  detailCategories: 'Categories',
  lastScore: 'Last score',
  /** A subscribed exam before its first completed test: no score and no average to show. */
  noTestYet: 'Your score and average appear here after your first test.',
  averageProgress: (examName: string) => `Average score in ${examName}`,
  continuePractice: 'Continue Practice',
  startPractice: 'Start Practice',
  /** Exam cards of a premium user (the header's badge says the same). */
  premiumDaysLeft: PLAN_MESSAGES.premiumDaysLeft,
  /** Premium without an end date (administrators). */
  fullAccess: 'Full access',
  freeQuestions: (remaining: number) =>
    remaining <= 0
      ? 'Free questions used'
      : `${remaining} Free ${plural(remaining, 'Question', 'Questions')} Remaining`,
  freeQuestionsUsedHint: 'Upgrade to keep practising this exam with full explanations.',
  tryFreeQuestions: 'Try Free Questions',
  upgradeForFullAccess: 'Upgrade for Full Access',
  chatHelp: 'Questions? Chat with us',
  moreWays: 'More ways to practise',
  reviewMissed: (n: number) => `Review ${n} missed ${plural(n, 'question', 'questions')}`,
  bookmarked: (n: number) => `Bookmarked questions (${n})`,
  practiseBookmarked: (n: number) =>
    `Practise ${plural(n, 'this question', `these ${n} questions`)}`,
  startSimulation: 'Start simulation',

  // Custom quiz dialog.
  customQuizTitle: (examName: string) => `Custom quiz · ${examName}`,
  customQuizIntro: 'Choose what to practise. The quiz is timed at the standard pace.',
  category: 'Category',
  anyCategory: 'Any category',
  difficulty: 'Difficulty',
  anyDifficulty: 'Any difficulty',
  questionCount: 'Number of questions',
  questionCountHint: `${CUSTOM_QUIZ_MIN_QUESTIONS} to ${CUSTOM_QUIZ_MAX_QUESTIONS} questions`,
  questionCountError: `Choose between ${CUSTOM_QUIZ_MIN_QUESTIONS} and ${CUSTOM_QUIZ_MAX_QUESTIONS} questions.`,
  startQuiz: 'Start quiz',
  cancel: 'Cancel',

  // Upgrade modal (spec §4 'Upgrade modal: open/closed').
  upgradeTitle: 'Upgrade to Premium',
  upgradeIntro: (examName: string | null) =>
    examName
      ? `Unlock everything for ${examName}.`
      : 'Unlock everything for the exam you are preparing for.',
  upgradePeriod: `per exam for ${SUBSCRIPTION_DAYS} days`,
  upgradeBenefits: [
    'Full question access',
    'Detailed explanations',
    'Progress tracking',
    'Timed tests',
  ] as const,
  subscribeNow: 'Subscribe Now',
  maybeLater: 'Maybe Later',

  // Recent results and study progress.
  recentResults: 'Recent Test Results',
  noResults: 'No test results yet. Complete a practice test to see your scores here.',
  correctOfTotal: (correct: number, total: number) => `${correct}/${total} correct`,
  studyProgress: 'Your Study Progress',
  noProgress: 'No progress yet. Your averages appear here after your first completed test.',
  average: 'Average',
  questionsAttempted: 'Questions attempted',
  questionsCorrect: 'Correct',
  premiumNotice: (days: number) =>
    `Premium access: ${days} ${plural(days, 'day', 'days')} left on your subscription.`,
  freeTrialNotice: `You are on the free trial: ${FREE_QUESTIONS_PER_EXAM} free questions per exam. Upgrade for full access to questions, explanations and timed tests.`,
  seePlans: 'See plans',

  // Performance: score over time and weakest categories.
  performance: 'Your Performance',
  scoreOverTime: 'Score over time',
  chartSummary: (examName: string, scores: readonly number[]) => {
    if (scores.length === 0) return `${examName}: no scores yet.`;
    const last = scores[scores.length - 1];
    if (scores.length === 1) return `${examName}: one test so far, scored ${last}%.`;
    return `${examName}: scores of your last ${scores.length} tests, oldest first: ${scores.map((s) => `${s}%`).join(', ')}. Latest ${last}%, best ${Math.max(...scores)}%.`;
  },
  chartTableCaption: (examName: string) => `${examName} scores by date`,
  date: 'Date',
  score: 'Score',
  noHistory: 'Complete a test to see your scores over time.',
  weakestCategories: 'Weakest categories',
  noWeakest: `Answer at least ${MIN_ANSWERS_TO_RANK_CATEGORY} questions in a category to see where to focus.`,
  categoryAccuracy: (correct: number, attempted: number) => `${correct} of ${attempted} correct`,
  practiceThis: 'Practice this',

  // Load failures (each section retries on its own).
  examsFailed: 'Could not load your exams',
  resultsFailed: 'Could not load your recent results',
  progressFailed: 'Could not load your progress',
  historyFailed: 'Could not load your scores over time',
} as const;
