import type { Generated } from 'kysely';

/** E-mails owed and their delivery (migration 0011, decision 0021). */
export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  /** The MailMessage as JSON while it waits; null once sent or given up. */
  body: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string;
  claim_token: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
