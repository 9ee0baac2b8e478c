import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReceivedMail } from '@app/api/test/smtp-sink';

/*
 * The journeys' mailbox: the global setup runs a real SMTP server (the api's test sink) that
 * the stack delivers to, and writes each received message as JSON into a folder; journeys,
 * which run in other processes, read that folder.
 */

let sequence = 0;

export function storeMail(dir: string, mail: ReceivedMail): void {
  mkdirSync(dir, { recursive: true });
  sequence += 1;
  writeFileSync(join(dir, `${String(sequence).padStart(5, '0')}.json`), JSON.stringify(mail));
}

/** Waits for the first message to `to` whose subject matches. */
export async function waitForMail(
  dir: string,
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir, { withFileTypes: true })) {
      if (!file.isFile() || !file.name.endsWith('.json')) continue;
      const mail = JSON.parse(readFileSync(join(dir, file.name), 'utf8')) as ReceivedMail;
      if (mail.to.includes(to) && subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}
