import type { PasswordResetsTable, RateLimitsTable, SessionsTable, UsersTable } from './accounts';
import type { ExamTypesTable } from './exam-types';
import type { ContactMessagesTable, NewsletterSubscribersTable } from './outreach';

/** The app database: one interface per table, merged here. */
export interface Database {
  exam_types: ExamTypesTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
}
