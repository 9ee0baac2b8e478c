import type { ChangeBus } from './cms/change-bus';
import type { CmsContent } from './cms/types';
import type { Config } from './config';
import type { Db } from './db/kysely';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import type { Lifecycle } from './lifecycle';
import type { Mailer } from './mail/mailer';
import type { ExamCatalogue } from './modules/exams/service';
import type { QuestionPool } from './modules/questions/pool';
import type { LocalCheckout } from './payments/local-checkout/local-checkout';
import type { PaymentProvider } from './payments/provider';

/** What every procedure and route may use; built once at start-up (or per test file). */
export type AppDeps = {
  config: Config;
  db: Db;
  exams: ExamCatalogue;
  content: CmsContent;
  /** Content changes to and from the other api nodes (PostgreSQL only; null on SQLite). */
  changeBus: ChangeBus | null;
  lifecycle: Lifecycle;
  log: Logger;
  mailer: Mailer;
  clock: Clock;
  /** Active question ids per exam, in memory, for test selection. */
  questionPool: QuestionPool;
  /** The configured payment provider (port in payments/provider.ts). */
  payments: PaymentProvider;
  /** The built-in test checkout, mounted by the app when PAYMENT_PROVIDER=local. */
  localCheckout: LocalCheckout | null;
};
