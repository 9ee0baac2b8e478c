import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the local SMTP server received, with its plain-text and HTML parts decoded. */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
};

export type SmtpSink = {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Splits a MIME message (as nodemailer writes it) into its text/plain and text/html parts. */
export function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to'> {
  const normalised = raw.replace(/\r\n/g, '\n');
  const headerEnd = normalised.indexOf('\n\n');
  const head = normalised.slice(0, headerEnd).replace(/\n[ \t]+/g, ' ');
  const subject = /^subject:\s*(.*)$/im.exec(head)?.[1] ?? '';
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";\n]+)"?/i.exec(head)?.[1];
  const chunks = boundary ? normalised.split(`--${boundary}`).slice(1, -1) : [normalised];
  for (const chunk of chunks) {
    const trimmed = chunk.replace(/^\n/, '');
    const end = trimmed.indexOf('\n\n');
    const headers = trimmed.slice(0, end);
    const body = trimmed.slice(end + 2);
    const type = /content-type:\s*([\w/]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (type === 'text/plain' || type === 'text/html') parts[type] = decodePart(headers, body);
  }
  return {
    subject,
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
    raw,
  };
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) standing in for the mail
 * provider in tests: the api delivers to it over SMTP exactly as it would in production.
 */
/** A refusal as an SMTP server words it: `code` is the reply code (4xx: try later, 5xx: never). */
export class SmtpRefusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startSmtpSink(
  options: {
    onMessage?: (mail: ReceivedMail) => void;
    /**
     * Asked before the server answers DATA: resolve to accept (250), throw an SmtpRefusal to
     * refuse, or wait to hold the client between sending and the answer. A message counts as
     * received only once accepted.
     */
    accept?: (mail: ReceivedMail) => Promise<void> | void;
  } = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<{
    match: (m: ReceivedMail) => boolean;
    resolve: (m: ReceivedMail) => void;
  }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(raw),
        };
        try {
          await options.accept?.(mail);
        } catch (error) {
          callback(error as Error);
          return;
        }
        messages.push(mail);
        options.onMessage?.(mail);
        for (const waiter of waiters) {
          if (waiter.match(mail)) {
            waiters.delete(waiter);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 5000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter))
            reject(new Error(`no matching e-mail within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
