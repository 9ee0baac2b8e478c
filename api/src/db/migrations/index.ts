import type { Migration } from 'kysely';
import * as m0001 from './0001_exam_types';
import * as m0002 from './0002_accounts';
import * as m0003 from './0003_contact_newsletter';
import * as m0004 from './0004_practice';
import * as m0005 from './0005_payments';
import * as m0006 from './0006_login_protection';
import * as m0007 from './0007_admin';
import * as m0008 from './0008_five_options';
import * as m0009 from './0009_item_types';
import * as m0010 from './0010_refunds_and_local_checkout';
import * as m0011 from './0011_mail_outbox';
import * as m0012 from './0012_question_topics';
import * as m0013 from './0013_exam_day';
import * as m0014 from './0014_item_calibration';
import * as m0015 from './0015_readiness_targets';
import * as m0016 from './0016_study_plans';
import * as m0017 from './0017_reminders_and_real_scores';

/** Every migration, in order. A static index so bundling keeps them all. */
export const migrations: Record<string, Migration> = {
  '0001_exam_types': m0001,
  '0002_accounts': m0002,
  '0003_contact_newsletter': m0003,
  '0004_practice': m0004,
  '0005_payments': m0005,
  '0006_login_protection': m0006,
  '0007_admin': m0007,
  '0008_five_options': m0008,
  '0009_item_types': m0009,
  '0010_refunds_and_local_checkout': m0010,
  '0011_mail_outbox': m0011,
  '0012_question_topics': m0012,
  '0013_exam_day': m0013,
  '0014_item_calibration': m0014,
  '0015_readiness_targets': m0015,
  '0016_study_plans': m0016,
  '0017_reminders_and_real_scores': m0017,
};
