import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import type { MailMessage } from './mailer';

/**
 * Where the outbox worker hands a message: an SMTP server (SMTP_URL) or, by default, the
 * MAIL_OUTBOX_DIR folder. `deliver` resolves only once the message is accepted (the server's
 * 250 after DATA, or the file renamed into place) and rejects otherwise.
 */
export type MailTransport = {
  readonly kind: 'smtp' | 'outbox';
  /** `id` is the outbox row's: the same message always gets the same Message-ID (and file). */
  deliver(id: string, message: MailMessage): Promise<void>;
  close(): void;
};

/** A refusal the server says is for good (5xx): trying again would be refused again. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function messageDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'preppilot.app';
}

function envelope(id: string, from: string, message: MailMessage) {
  return {
    // Stable per outbox row, so a copy sent again after a crash can be recognised as one.
    messageId: `<${id}@${messageDomain(from)}>`,
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.listUnsubscribe ? { list: { unsubscribe: message.listUnsubscribe } } : {}),
    ...(message.listUnsubscribe && message.listUnsubscribePost
      ? { headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
}

/** SMTP_URL set: real delivery through nodemailer's SMTP transport. */
function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Bounded well inside the worker's lease (MAIL_LEASE_MS), so a hung server cannot make
    // another node think the message was abandoned while this one is still sending it.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async deliver(id, message) {
      await transport.sendMail(envelope(id, from, message));
    },
    close: () => transport.close(),
  };
}

/** The default: each message written as an .eml file to the outbox folder, with one log line. */
function folderTransport(dir: string, from: string, log: Logger): MailTransport {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async deliver(id, message) {
      const info = await transport.sendMail(envelope(id, from, message));
      mkdirSync(dir, { recursive: true });
      // Named after the row: a second delivery of the same message replaces the file.
      const file = join(dir, `${id}.eml`);
      writeFileSync(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      renameSync(`${file}.tmp`, file);
      log.info('mail written to outbox', {
        to: message.to,
        subject: message.subject,
        file,
        ...(message.outboxNote ? { note: message.outboxNote } : {}),
      });
    },
    close: () => transport.close(),
  };
}

export function createMailTransport(config: Config['mail'], log: Logger): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.from)
    : folderTransport(config.outboxDir, config.from, log);
}
