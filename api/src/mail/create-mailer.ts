import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import type { Mailer, MailMessage } from './mailer';

/** Reply-To and List-Unsubscribe, when the message has them. */
function envelopeExtras(message: MailMessage) {
  return {
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.listUnsubscribe ? { list: { unsubscribe: message.listUnsubscribe } } : {}),
  };
}

type Deliver = (message: MailMessage & { from: string }) => Promise<void>;

/** Queues deliveries, logs failures, and lets shutdown (and tests) wait for them. */
function queuedMailer(
  kind: Mailer['kind'],
  from: string,
  deliver: Deliver,
  log: Logger,
  onClose: () => void,
): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    kind,
    send(message) {
      const delivery = deliver({ ...message, from })
        .catch((error: unknown) => {
          log.error('mail delivery failed', {
            to: message.to,
            subject: message.subject,
            error: error instanceof Error ? error.message : String(error),
          });
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    async close() {
      await this.flush();
      onClose();
    },
  };
}

/** SMTP_URL set: real delivery through nodemailer's SMTP transport. */
function smtpMailer(smtpUrl: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return queuedMailer(
    'smtp',
    from,
    async (message) => {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...envelopeExtras(message),
      });
    },
    log,
    () => transport.close(),
  );
}

/** The default: each message written as an .eml file to the outbox folder, with one log line. */
function outboxMailer(dir: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let sequence = 0;
  return queuedMailer(
    'outbox',
    from,
    async (message) => {
      const info = await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...envelopeExtras(message),
      });
      mkdirSync(dir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${process.pid}-${sequence}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      log.info('mail written to outbox', {
        to: message.to,
        subject: message.subject,
        file,
        ...(message.outboxNote ? { note: message.outboxNote } : {}),
      });
    },
    log,
    () => transport.close(),
  );
}

export function createMailer(config: Config['mail'], log: Logger): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.from, log)
    : outboxMailer(config.outboxDir, config.from, log);
}
