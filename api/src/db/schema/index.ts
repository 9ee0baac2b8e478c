import type {
  AccountUnlocksTable,
  LoginThrottleTable,
  PasswordResetsTable,
  RateLimitsTable,
  SessionsTable,
  TrustedDevicesTable,
  UsersTable,
} from './accounts';
import type {
  AuditLogTable,
  JobMarksTable,
  QuestionReportsTable,
  QuestionStatsTable,
} from './admin';
import type {
  CalibrationStudentsTable,
  ItemCalibrationTable,
  StudentAbilitiesTable,
} from './calibration';
import type { ExamTypesTable } from './exam-types';
import type {
  LocalCheckoutKeysTable,
  LocalCheckoutPagesTable,
  LocalCheckoutTransactionsTable,
} from './local-checkout';
import type { MailOutboxTable } from './mail';
import type { ContactMessagesTable, NewsletterSubscribersTable } from './outreach';
import type { PaymentEventsTable, PaymentsTable } from './payments';
import type {
  BookmarksTable,
  QuestionHistoryTable,
  QuestionsTable,
  ReviewCardsTable,
  SubscriptionsTable,
  TestAnswersTable,
  TestSessionsTable,
} from './practice';
import type { ReadinessEstimatesTable, ReadinessTargetsTable, StudyPlansTable } from './readiness';
import type { RealScoresTable, StudyRemindersTable } from './reminders-and-scores';

/** The app database: one interface per table, merged here. */
export interface Database {
  exam_types: ExamTypesTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  login_throttle: LoginThrottleTable;
  trusted_devices: TrustedDevicesTable;
  account_unlocks: AccountUnlocksTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  questions: QuestionsTable;
  test_sessions: TestSessionsTable;
  test_answers: TestAnswersTable;
  question_history: QuestionHistoryTable;
  bookmarks: BookmarksTable;
  review_cards: ReviewCardsTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  audit_log: AuditLogTable;
  question_reports: QuestionReportsTable;
  question_stats: QuestionStatsTable;
  job_marks: JobMarksTable;
  item_calibration: ItemCalibrationTable;
  calibration_students: CalibrationStudentsTable;
  student_abilities: StudentAbilitiesTable;
  mail_outbox: MailOutboxTable;
  local_checkout_keys: LocalCheckoutKeysTable;
  local_checkout_pages: LocalCheckoutPagesTable;
  local_checkout_transactions: LocalCheckoutTransactionsTable;
  readiness_targets: ReadinessTargetsTable;
  readiness_estimates: ReadinessEstimatesTable;
  study_plans: StudyPlansTable;
  study_reminders: StudyRemindersTable;
  real_scores: RealScoresTable;
}
