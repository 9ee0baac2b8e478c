import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One e-mail: a plain-text and an HTML version of the same message. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (e.g. the visitor who wrote through the contact form). */
  replyTo?: string;
  /** One-click unsubscribe address (List-Unsubscribe header) for newsletter mail. */
  listUnsubscribe?: string;
  /**
   * The List-Unsubscribe address takes RFC 8058's one-click POST: adds
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
   */
  listUnsubscribePost?: boolean;
  /**
   * A line for the local log when mail goes to the outbox (e.g. the reset link), so a person
   * running the site locally can act on it. Never logged when mail really leaves the machine.
   */
  outboxNote?: string;
};

/**
 * The mail port: a transactional outbox (decision 0021). `queue` writes the message as a row
 * in `db`, which should be the transaction of the change that owes the e-mail: it is
 * delivered only if that commits, and then even if the process dies before sending. A worker
 * delivers rows with retries; several api nodes on one database never send one twice.
 */
export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  /** Writes the message in `db`; wakes the worker at once when `db` is not a transaction. */
  queue(db: Kysely<Database>, message: MailMessage): Promise<void>;
  /** Delivers what is due now; call it right after committing a transaction that queued mail. */
  wake(): void;
  /** Delivers everything due now and waits for it (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
};
