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
   * A line for the local log when mail goes to the outbox (e.g. the reset link), so a person
   * running the site locally can act on it. Never logged when mail really leaves the machine.
   */
  outboxNote?: string;
};

/**
 * The mail port. `send` queues delivery and returns at once, so a request's answer does not
 * depend on (or reveal) delivery; failures are logged. `flush` waits for queued deliveries.
 */
export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): void;
  flush(): Promise<void>;
  close(): Promise<void>;
};
